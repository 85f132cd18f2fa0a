import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { server } from '@mocks/node';
import { composeStories } from '@storybook/react';
import { renderApp, renderStory } from '@/test/render-app';
import { releaseAudio } from '@/features/nft-register/audio-holder';
import * as stories from '@/features/nft-register/pages/MusicBasicPage.stories';
import EvaluateLoadingPage from '@/features/nft-register/pages/EvaluateLoadingPage';
import { filledSong, JPEG_DATA_URL, PNG_DATA_URL, stateWithDraft } from './register-test-utils';

const PREDICT = 'http://localhost/api/v1/copyrights/predict';
const ready = stateWithDraft({
  ...filledSong,
  imageBase64: PNG_DATA_URL,
  croppedBase64: JPEG_DATA_URL,
});

function answerPredict(response: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(PREDICT, async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
}

const { EvaluateFailed } = composeStories(stories);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  releaseAudio();
});

describe('evaluate loading', () => {
  it('asks for the valuation once, 3 seconds after opening, then stores it and shows confirm', async () => {
    const bodies = answerPredict(() =>
      HttpResponse.json({ success: true, data: { ethPrice: 1.2345, wonPrice: 5_430_000 } }),
    );
    const { store, location } = renderApp('/nft/register/evaluate-loading', {
      preloadedState: ready,
    });
    expect(await screen.findByText('약 10초 정도 소요됩니다', {})).toBeVisible();
    expect(screen.getByRole('status')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(store.getState().api.mutations).toEqual({});

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(location()).toBe('/nft/register/confirm'));
    expect(bodies).toEqual([
      {
        title: '여름 밤',
        singers: ['가수 A'],
        composers: ['작곡가 B'],
        lyricists: ['작사가 C'],
        streamingUrls: ['https://music.example/a'],
        isRegistered: false,
      },
    ]);
    expect(store.getState().registrationDraft).toMatchObject({
      ethPrice: '1.2345',
      wonPrice: '5430000',
    });
  });

  it('goes back to the image step with a Korean message when the valuation fails', async () => {
    answerPredict(() =>
      HttpResponse.json(
        { success: false, error: { code: 'X', message: '평가 모델이 응답하지 않습니다.' } },
        { status: 422 },
      ),
    );
    const { store, location } = renderApp('/nft/register/evaluate-loading', {
      preloadedState: ready,
    });
    await screen.findByText('약 10초 정도 소요됩니다', {});
    act(() => jest.advanceTimersByTime(3000));

    await waitFor(() => expect(location()).toBe('/nft/register/image-upload'));
    expect(await screen.findByText(/가치 평가에 실패했습니다/)).toHaveTextContent(
      '평가 모델이 응답하지 않습니다.',
    );
    expect(store.getState().registrationDraft).toMatchObject({
      ethPrice: '',
      croppedBase64: JPEG_DATA_URL,
    });
  });

  it('says a valuation the server failed (500) failed because of the server, and keeps the draft', async () => {
    const { store, location } = await renderStory(EvaluateFailed);
    await screen.findByText('약 10초 정도 소요됩니다', {});
    act(() => jest.advanceTimersByTime(3000));

    await waitFor(() => expect(location()).toBe('/nft/register/image-upload'));
    expect(await screen.findByText(/가치 평가에 실패했습니다/)).toHaveTextContent(
      '(서버에 문제가 있어요. 잠시 후 다시 시도해주세요.)',
    );
    expect(store.getState().registrationDraft).toMatchObject({ title: '여름 밤', ethPrice: '' });
  });

  it('sends one request under StrictMode and none when left before 3 seconds', async () => {
    const bodies = answerPredict(() =>
      HttpResponse.json({ success: true, data: { ethPrice: 1, wonPrice: 4_000_000 } }),
    );
    const { unmount: unmountStrict } = renderApp(
      <StrictMode>
        <EvaluateLoadingPage />
      </StrictMode>,
      { url: '/nft/register/evaluate-loading', preloadedState: ready },
    );
    await screen.findByText('약 10초 정도 소요됩니다');
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(bodies).toHaveLength(1));
    unmountStrict();

    const { unmount, store } = renderApp('/nft/register/evaluate-loading', {
      preloadedState: ready,
    });
    await screen.findByText('약 10초 정도 소요됩니다', {});
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(store.getState().api.mutations).toEqual({});
    expect(bodies).toHaveLength(1);
  });
});
