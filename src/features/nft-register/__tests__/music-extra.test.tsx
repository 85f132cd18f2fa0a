import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { releaseAudio } from '@/features/nft-register/audio-holder';
import {
  bytesFile,
  filledSong,
  heldMp3,
  PDF_DATA_URL,
  stateWithDraft,
} from './register-test-utils';

afterEach(releaseAudio);

const next = () => screen.getByRole('button', { name: '다음' });

async function openStepTwo(overrides = {}) {
  const view = renderApp('/nft/register/music-extra', {
    preloadedState: stateWithDraft({ ...filledSong, isRegistered: null, ...overrides }),
  });
  await screen.findByRole('heading', { name: '추가 정보를 입력해주세요' });
  return view;
}

/** Picks a file the way a browser does, bypassing `accept` (a desktop picker can show all files). */
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('registration step 2 (music-extra)', () => {
  it('needs a registered choice, the document when yes, and an mp3', async () => {
    const { user, location } = await openStepTwo();
    expect(screen.queryByLabelText('저작권 등록 서류 파일')).not.toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.upload(
      screen.getByLabelText('음원 파일'),
      bytesFile(1_572_864, 'song.mp3', 'audio/mpeg'),
    );
    expect(await screen.findByText('song.mp3')).toBeVisible();
    expect(screen.getByText('1.50MB')).toBeVisible();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '예' }));
    expect(next()).toBeDisabled();
    await user.upload(
      screen.getByLabelText('저작권 등록 서류 파일'),
      bytesFile(3 * 1024 * 1024, 'proof.pdf', 'application/pdf'),
    );
    expect(await screen.findByText('proof.pdf')).toBeVisible();
    expect(screen.getByText('3.00MB')).toBeVisible();
    expect(next()).toBeEnabled();

    await user.click(next());
    expect(location()).toBe('/nft/register/image-upload');
  });

  it("clears the copyright document when the answer turns to 'no'", async () => {
    const { user, store } = await openStepTwo({
      isRegistered: true,
      copyrightBase64: PDF_DATA_URL,
      copyrightFileName: 'proof.pdf',
    });
    expect(screen.getByText('proof.pdf')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: '아니요' }));
    expect(store.getState().registrationDraft).toMatchObject({
      isRegistered: false,
      copyrightBase64: null,
      copyrightFileName: null,
    });
    await user.click(screen.getByRole('radio', { name: '예' }));
    expect(screen.queryByText('proof.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '저작권 등록 서류 선택' })).toBeVisible();
  });

  it('refuses a wrong file with a Korean message and keeps what was chosen', async () => {
    const { file, fields } = heldMp3('first.mp3');
    const { store } = await openStepTwo({
      isRegistered: true,
      copyrightBase64: PDF_DATA_URL,
      copyrightFileName: 'proof.pdf',
      ...fields,
    });
    expect(screen.getByText('first.mp3')).toBeVisible();

    choose('음원 파일', bytesFile(10, 'song.wav', 'audio/wav'));
    expect(await screen.findByText('음원은 MP3 파일만 올릴 수 있어요.')).toBeVisible();
    expect(screen.getByText('first.mp3')).toBeVisible();

    choose('저작권 등록 서류 파일', bytesFile(10, 'proof.docx', 'application/msword'));
    expect(
      await screen.findByText('저작권 등록 서류는 PDF, JPG, PNG 파일만 올릴 수 있어요.'),
    ).toBeVisible();
    choose('저작권 등록 서류 파일', bytesFile(6 * 1024 * 1024, 'big.pdf', 'application/pdf'));
    expect(await screen.findByText('저작권 등록 서류는 5MB 이하만 올릴 수 있어요.')).toBeVisible();
    expect(store.getState().registrationDraft.copyrightBase64).toBe(PDF_DATA_URL);
    expect(screen.getByText('proof.pdf')).toBeVisible();
    expect(file.name).toBe('first.mp3');
  });

  it('says so when the file cannot be read', async () => {
    await openStepTwo({ isRegistered: true });
    const unreadable = bytesFile(10, 'proof.pdf', 'application/pdf');
    jest
      .spyOn(unreadable, 'arrayBuffer')
      .mockRejectedValue(new DOMException('x', 'NotReadableError'));
    choose('저작권 등록 서류 파일', unreadable);
    expect(await screen.findByRole('alert')).toHaveTextContent('파일을 읽지 못했습니다');
  });

  it('asks for the mp3 again when the draft came back without it (reload)', async () => {
    await openStepTwo({ isRegistered: false, audioKey: 'lost-key', audioFileName: 'song.mp3' });
    expect(screen.getByText(/음원 파일은 기기에 저장되지 않아/)).toHaveTextContent(
      '이전에 고른 파일: song.mp3',
    );
    expect(next()).toBeDisabled();
  });

  it('sends a user who skipped step 1 back to it', async () => {
    const { location } = renderApp('/nft/register/music-extra', {
      preloadedState: stateWithDraft({ title: '제목만' }),
    });
    await waitFor(() => expect(location()).toBe('/nft/register/music-basic'));
  });
});
