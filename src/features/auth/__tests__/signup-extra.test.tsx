import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { renderStory } from '@/test/render-app';
import * as stories from '@/features/auth/pages/SignupBasicPage.stories';
import { jobs } from '@/shared/lib/jobs';
import { filledExtra, nextButton } from './signup-test-utils';

const birthInput = () => screen.getByRole('textbox', { name: '생년월일' });
const phoneInput = () => screen.getByRole('textbox', { name: '휴대폰 번호' });
const walletInput = () => screen.getByRole('textbox', { name: '지갑 주소' });
const jobSelect = () => screen.getByRole('combobox', { name: '직업' });

// EIP-55's own test address; the same with one letter's case changed is a typo its checksum catches.
const VALID_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ONE_LETTER_WRONG = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const FORMAT_MESSAGE =
  '이더리움 지갑 주소는 0x 다음에 숫자와 영문 a~f로 된 40자리예요. 주소를 확인해주세요.';
const CHECKSUM_MESSAGE =
  '주소의 글자 하나가 잘못 입력된 것 같아요. 지갑 앱에서 주소를 다시 복사해 붙여넣어 주세요.';

const { Extra, ExtraFilled } = composeStories(stories);

async function openExtra() {
  const view = await renderStory(Extra);
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  return view;
}

test('birth date mask keeps digits only and inserts the dashes (____-__-__)', async () => {
  const { user } = await openExtra();
  await user.type(birthInput(), '19a95x07-21');
  expect(birthInput()).toHaveValue('1995-07-21');
  await user.type(birthInput(), '999');
  expect(birthInput()).toHaveValue('1995-07-21');
});

test('phone mask is 3-4-4 digits with the 010-XXXX-XXXX placeholder', async () => {
  const { user } = await openExtra();
  expect(phoneInput()).toHaveAttribute('placeholder', '010-XXXX-XXXX');
  expect(phoneInput()).toHaveAttribute('inputmode', 'tel');
  expect(phoneInput()).toHaveAttribute('autocomplete', 'tel');
  expect(birthInput()).toHaveAttribute('autocomplete', 'bday');
  await user.type(phoneInput(), '010-ab12345678999');
  expect(phoneInput()).toHaveValue('010-1234-5678');
});

test('a birth date that does not exist or is not in the past gets a Korean message', async () => {
  const { user } = await openExtra();
  await user.type(birthInput(), '19990231');
  expect(
    await screen.findByText('존재하지 않는 날짜입니다. 생년월일을 다시 확인해주세요.'),
  ).toBeInTheDocument();

  await user.clear(birthInput());
  const nextYear = new Date().getFullYear() + 1;
  await user.type(birthInput(), `${nextYear}0101`);
  expect(await screen.findByText('생년월일은 오늘 이전 날짜여야 합니다.')).toBeInTheDocument();

  await user.clear(birthInput());
  await user.type(birthInput(), '1999');
  await user.tab();
  expect(await screen.findByText('생년월일 8자리를 입력해주세요.')).toBeInTheDocument();
});

test('an incomplete phone number gets a Korean message once left', async () => {
  const { user } = await openExtra();
  await user.type(phoneInput(), '0101234');
  await user.tab();
  expect(
    await screen.findByText('휴대폰 번호를 010-XXXX-XXXX 형식으로 입력해주세요.'),
  ).toBeInTheDocument();
});

test('the job picker offers the ten jobs in Korean and defaults to 기타 (OTHER)', async () => {
  const { user } = await openExtra();
  const options = within(jobSelect()).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    '회사원',
    '자영업자',
    '프리랜서',
    '군인',
    '공무원',
    '주부',
    '전문직',
    '학생',
    '무직',
    '기타',
  ]);
  expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(jobs.map((j) => j.value));
  expect(jobSelect()).toHaveValue('OTHER');
  await user.selectOptions(jobSelect(), '학생');
  expect(jobSelect()).toHaveValue('STUDENT');
});

test('next stays disabled until all four are filled (and valid), then goes to the name step', async () => {
  const { user, location } = await openExtra();
  expect(nextButton()).toBeDisabled();
  await user.type(birthInput(), '19950721');
  expect(nextButton()).toBeDisabled();
  await user.type(phoneInput(), '01012345678');
  expect(nextButton()).toBeDisabled();
  await user.type(walletInput(), '   ');
  expect(nextButton()).toBeDisabled();
  await user.type(walletInput(), '0xabc');
  expect(nextButton()).toBeDisabled();
  await user.clear(walletInput());
  await user.type(walletInput(), VALID_ADDRESS);
  expect(nextButton()).toBeEnabled();

  await user.clear(birthInput());
  await user.type(birthInput(), '19950732');
  expect(nextButton()).toBeDisabled();
  await user.clear(birthInput());
  await user.type(birthInput(), '19950721');
  expect(nextButton()).toBeEnabled();

  await user.click(nextButton());
  expect(await screen.findByRole('heading', { name: '이름을 입력해주세요' })).toBeInTheDocument();
  expect(location()).toBe('/signup/nickname');
});

test('values already in the draft are shown again', async () => {
  await renderStory(ExtraFilled);
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  expect(birthInput()).toHaveValue('1995-07-21');
  expect(phoneInput()).toHaveValue('010-1234-5678');
  expect(jobSelect()).toHaveValue('STUDENT');
  expect(walletInput()).toHaveValue(filledExtra.walletAddr);
  expect(nextButton()).toBeEnabled();
});

test('a word is not a wallet address: said in Korean once the field is left, and kept as typed', async () => {
  const { user } = await openExtra();
  await user.type(walletInput(), 'hello');
  expect(screen.queryByText(FORMAT_MESSAGE)).not.toBeInTheDocument();
  await user.tab();
  expect(await screen.findByText(FORMAT_MESSAGE)).toBeInTheDocument();
  expect(walletInput()).toHaveValue('hello');
  expect(walletInput()).toHaveAttribute('aria-invalid', 'true');
});

test('a mixed-case address with one letter mistyped is refused as a likely typo the moment it is pasted', async () => {
  const { user } = await openExtra();
  await user.click(walletInput());
  await user.paste(ONE_LETTER_WRONG);
  expect(await screen.findByText(CHECKSUM_MESSAGE)).toBeInTheDocument();
  expect(walletInput()).toHaveValue(ONE_LETTER_WRONG);
});

test.each([
  ['as checksummed', VALID_ADDRESS],
  ['in lower case', VALID_ADDRESS.toLowerCase()],
  ['in upper case', `0x${VALID_ADDRESS.slice(2).toUpperCase()}`],
  ['with the spaces and line break a paste brings', `  ${VALID_ADDRESS}\n`],
])('a valid address is taken %s', async (_how, pasted) => {
  const { user } = await openExtra();
  await user.type(birthInput(), '19950721');
  await user.type(phoneInput(), '01012345678');
  await user.click(walletInput());
  await user.paste(pasted);
  await user.tab();
  expect(screen.queryByText(FORMAT_MESSAGE)).not.toBeInTheDocument();
  expect(screen.queryByText(CHECKSUM_MESSAGE)).not.toBeInTheDocument();
  expect(nextButton()).toBeEnabled();
});
