import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { emptyDraft, type RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { composeStories } from '@storybook/react';
import { COVER_PNG_DATA_URL } from '@/test/drafts';
import { renderApp, renderStory } from '@/test/render-app';
import * as stories from '@/features/nft-register/pages/MusicBasicPage.stories';
import { heldAudio, releaseAudio } from '@/features/nft-register/audio-holder';
import {
  borrowerStateWithDraft,
  filledSong,
  heldMp3,
  JPEG_DATA_URL,
  PDF_DATA_URL,
  PNG_DATA_URL,
  stateWithDraft,
} from './register-test-utils';

const { Confirm } = composeStories(stories);

afterEach(releaseAudio);

const NFTS = 'http://localhost/api/v1/nfts';

const complete = (audio: Partial<RegistrationDraft>): Partial<RegistrationDraft> => ({
  ...filledSong,
  isRegistered: true,
  copyrightBase64: PDF_DATA_URL,
  copyrightFileName: 'proof.pdf',
  imageBase64: PNG_DATA_URL,
  imageFileName: 'cover.png',
  croppedBase64: JPEG_DATA_URL,
  ethPrice: '1.2345',
  wonPrice: '5430000',
  ...audio,
});

function captureRegistration(response: () => Response) {
  const forms: FormData[] = [];
  server.use(
    http.post(NFTS, async ({ request }) => {
      forms.push(await request.formData());
      return response();
    }),
  );
  return forms;
}

async function saveFromConfirm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: '등록하기' }));
  const dialog = screen.getByRole('dialog', { name: 'NFT를 등록하시겠습니까?' });
  expect(within(dialog).getByText('등록 후에는 수정할 수 없습니다.')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: '등록' }));
}

describe('confirm', () => {
  it('summarises the song, files and estimate', async () => {
    await renderStory(Confirm);
    expect(await screen.findByRole('heading', { name: '등록 정보를 확인해주세요' })).toBeVisible();
    const estimate = screen.getByRole('group', { name: '예상 가치' });
    expect(estimate).toHaveTextContent('1.2345 ETH');
    expect(estimate).toHaveTextContent('약 5,430,000원');
    expect(screen.getByText('여름 밤')).toBeVisible();
    expect(screen.getByText('가수 A')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://music.example/a' })).toBeVisible();
    expect(screen.getByText(/저작권등록증\.pdf/)).toBeVisible();
    expect(screen.getByText('song.mp3 (1.50MB)')).toBeVisible();
    expect(screen.getByRole('img', { name: '여름 밤 표지 이미지' })).toHaveAttribute(
      'src',
      COVER_PNG_DATA_URL,
    );
  });

  it('leaving discards the draft and goes to my music', async () => {
    const { fields } = heldMp3();
    const { user, store, location } = renderApp('/nft/register/confirm', {
      preloadedState: stateWithDraft(complete(fields)),
    });
    await user.click(await screen.findByRole('button', { name: '나가기' }));
    const dialog = screen.getByRole('dialog', { name: '등록을 그만두시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '나가기' }));
    expect(location()).toBe('/myNft');
    expect(store.getState().registrationDraft).toEqual(expect.objectContaining({ ...emptyDraft }));
    expect(heldAudio()).toBeNull();
  });

  it('cannot save without the mp3, and takes it again right there', async () => {
    const { user } = renderApp('/nft/register/confirm', {
      preloadedState: stateWithDraft(complete({ audioKey: 'lost', audioFileName: 'song.mp3' })),
    });
    const save = await screen.findByRole('button', { name: '등록하기' });
    expect(save).toBeDisabled();
    expect(screen.getByText(/이전에 고른 파일: song\.mp3/)).toBeVisible();

    await user.upload(
      screen.getByLabelText('음원 파일'),
      new File([new Uint8Array(1024)], 'again.mp3', { type: 'audio/mpeg' }),
    );
    expect(await screen.findByText('again.mp3 (0.00MB)')).toBeVisible();
    expect(save).toBeEnabled();
  });
});

describe('register loading', () => {
  it.each([
    ['the cropped image', { croppedBase64: null }],
    ['the audio', { audioKey: null }],
  ])('goes back to confirm without %s', async (_what, missing) => {
    const { fields } = heldMp3();
    const { location } = renderApp('/nft/register/register-loading', {
      preloadedState: stateWithDraft({ ...complete(fields), ...missing }),
    });
    await waitFor(() => expect(location()).toBe('/nft/register/confirm'));
  });

  it('sends the multipart registration, then resets the draft and shows my music', async () => {
    const forms = captureRegistration(() =>
      HttpResponse.json({ success: true, data: { copyrightId: 77 } }),
    );
    const { file, fields } = heldMp3();
    const { user, store, location } = renderApp('/nft/register/confirm', {
      preloadedState: await borrowerStateWithDraft(complete(fields)),
    });
    await saveFromConfirm(user);

    expect(await screen.findByText('NFT 등록 중')).toBeVisible();
    expect(screen.getByText('약 30초 정도 소요됩니다')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/myNft'));

    expect(forms).toHaveLength(1);
    const form = forms[0];
    expect([...form.keys()].sort()).toEqual([
      'audio',
      'image',
      'nftCreateRequest',
      'registrationDoc',
    ]);
    const image = form.get('image') as File;
    expect(image.name).toBe('cover-cropped.jpeg');
    expect(image.type).toBe('image/jpeg');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array(Buffer.from(JPEG_DATA_URL.split(',')[1], 'base64')),
    );
    const doc = form.get('registrationDoc') as File;
    expect(doc.name).toBe('proof.pdf');
    expect(doc.type).toBe('application/pdf');
    const audio = form.get('audio') as File;
    expect(audio.name).toBe('song.mp3');
    expect(audio.size).toBe(file.size);
    const part = form.get('nftCreateRequest') as File;
    expect(part.type).toBe('application/json');
    expect(JSON.parse(await part.text())).toEqual({
      title: '여름 밤',
      singers: ['가수 A'],
      composers: ['작곡가 B'],
      lyricists: ['작사가 C'],
      streamingUrls: ['https://music.example/a'],
      isRegistered: true,
      ethPrice: 1.2345,
    });

    expect(store.getState().registrationDraft).toEqual(expect.objectContaining({ ...emptyDraft }));
    expect(heldAudio()).toBeNull();
  });

  it('leaves the document out when the copyright is not registered', async () => {
    const forms = captureRegistration(() =>
      HttpResponse.json({ success: true, data: { copyrightId: 78 } }),
    );
    const { fields } = heldMp3();
    const { location } = renderApp('/nft/register/register-loading', {
      preloadedState: await borrowerStateWithDraft({
        ...complete(fields),
        isRegistered: false,
        copyrightBase64: null,
        copyrightFileName: null,
      }),
    });
    await waitFor(() => expect(location()).toBe('/myNft'));
    expect([...forms[0].keys()].sort()).toEqual(['audio', 'image', 'nftCreateRequest']);
  });

  it('tells the user when registration fails, resets the draft and goes to my music', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    captureRegistration(() =>
      HttpResponse.json(
        {
          success: false,
          error: { code: 'FILE_TOO_LARGE', message: '이미지 파일은 5MB 이하만 올릴 수 있습니다.' },
        },
        { status: 400 },
      ),
    );
    const { fields } = heldMp3();
    const { user, store, location } = renderApp('/nft/register/register-loading', {
      preloadedState: await borrowerStateWithDraft(complete(fields)),
    });
    const dialog = await screen.findByRole('dialog', { name: 'NFT 등록에 실패했습니다.' });
    expect(dialog).toHaveTextContent('이미지 파일은 5MB 이하만 올릴 수 있습니다.');
    expect(store.getState().registrationDraft.title).toBe('');

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(location()).toBe('/myNft');
  });
});
