import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type CropperJs from 'cropperjs';
import { renderApp } from '@/test/render-app';
import {
  bytesFile,
  filledSong,
  JPEG_DATA_URL,
  PNG_DATA_URL,
  stateWithDraft,
} from './register-test-utils';

// jsdom has no canvas: the cropper is replaced by one that hands back a fixed JPEG crop and
// records what the tap controls ask of it.
const mockCropperCalls: string[] = [];
jest.mock('react-cropper', () => {
  const react = jest.requireActual<typeof import('react')>('react');
  function FakeCropper(props: {
    alt?: string;
    onInitialized?: (instance: Partial<CropperJs>) => void;
    ready?: () => void;
  }) {
    const { onInitialized, ready } = props;
    const started = react.useRef(false);
    react.useEffect(() => {
      // Like the real one: initialised once, whatever the parent re-renders.
      if (started.current) return;
      started.current = true;
      onInitialized?.({
        zoom: (ratio: number) => {
          mockCropperCalls.push(`zoom ${ratio}`);
          return {} as CropperJs;
        },
        move: (x: number, y?: number) => {
          mockCropperCalls.push(`move ${x} ${y}`);
          return {} as CropperJs;
        },
        reset: () => {
          mockCropperCalls.push('reset');
          return {} as CropperJs;
        },
        getCroppedCanvas: () =>
          ({
            toDataURL: (type: string) => `data:${type};base64,Y3JvcHBlZA==`,
          }) as HTMLCanvasElement,
      });
      ready?.();
    }, [onInitialized, ready]);
    return react.createElement('img', { alt: props.alt });
  }
  return { __esModule: true, default: FakeCropper };
});

const next = () => screen.getByRole('button', { name: '다음' });

async function openImageStep(overrides = {}) {
  const view = renderApp('/nft/register/image-upload', {
    preloadedState: stateWithDraft({ ...filledSong, ...overrides }),
  });
  await screen.findByRole('heading', { name: '표지 이미지를 등록해주세요' });
  return view;
}

describe('registration step 3 (image-upload)', () => {
  it('needs an image, previews it and goes to the crop when none was made', async () => {
    const { user, store, location } = await openImageStep();
    expect(next()).toBeDisabled();

    await user.upload(
      screen.getByLabelText('표지 이미지 파일'),
      new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: '선택한 표지 이미지' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw==',
    );
    expect(store.getState().registrationDraft.imageFileName).toBe('cover.png');

    await user.click(next());
    expect(location()).toBe('/nft/image-crop');
  });

  it('clears the crop when a new image is picked', async () => {
    const { user, store } = await openImageStep({
      imageBase64: PNG_DATA_URL,
      croppedBase64: JPEG_DATA_URL,
    });
    expect(screen.getByRole('img', { name: '자른 표지 이미지' })).toBeVisible();

    await user.upload(
      screen.getByLabelText('표지 이미지 파일'),
      bytesFile(4, 'new.jpg', 'image/jpeg'),
    );
    await waitFor(() => expect(store.getState().registrationDraft.croppedBase64).toBeNull());
    expect(store.getState().registrationDraft.imageBase64).toBe('data:image/jpeg;base64,AAAAAA==');
    expect(screen.getByRole('img', { name: '선택한 표지 이미지' })).toBeVisible();
  });

  it('goes straight to the valuation when a crop exists (spec §4)', async () => {
    const { user, location } = await openImageStep({
      imageBase64: PNG_DATA_URL,
      croppedBase64: JPEG_DATA_URL,
    });
    await user.click(next());
    expect(location()).toBe('/nft/register/evaluate-loading');
  });

  it('refuses a file that is not an image and keeps the current one', async () => {
    const { store } = await openImageStep({ imageBase64: PNG_DATA_URL });
    fireEvent.change(screen.getByLabelText('표지 이미지 파일'), {
      target: { files: [bytesFile(4, 'cover.gif', 'image/gif')] },
    });
    expect(
      await screen.findByText('표지 이미지는 JPEG, JPG, PNG 파일만 올릴 수 있어요.'),
    ).toBeVisible();
    expect(store.getState().registrationDraft.imageBase64).toBe(PNG_DATA_URL);
  });

  it('sends a user without a copyright answer back to step 2', async () => {
    const { location } = renderApp('/nft/register/image-upload', {
      preloadedState: stateWithDraft({ ...filledSong, isRegistered: true }),
    });
    await waitFor(() => expect(location()).toBe('/nft/register/music-extra'));
  });
});

describe('crop (/nft/image-crop)', () => {
  it("saves a square JPEG crop with the header's confirm and goes to the valuation", async () => {
    const { user, store, location } = renderApp('/nft/image-crop', {
      preloadedState: stateWithDraft({ ...filledSong, imageBase64: PNG_DATA_URL }),
    });
    const header = screen.getByRole('banner');
    const confirm = await within(header).findByRole('button', { name: '확인' });
    await waitFor(() => expect(confirm).toBeEnabled());

    await user.click(confirm);
    expect(store.getState().registrationDraft.croppedBase64).toBe(
      'data:image/jpeg;base64,Y3JvcHBlZA==',
    );
    expect(store.getState().registrationDraft.imageBase64).toBe(PNG_DATA_URL);
    expect(location()).toBe('/nft/register/evaluate-loading');
  });

  it('moves and zooms the photo with taps alone (WCAG 2.5.7)', async () => {
    mockCropperCalls.length = 0;
    const { user } = renderApp('/nft/image-crop', {
      preloadedState: stateWithDraft({ ...filledSong, imageBase64: PNG_DATA_URL }),
    });
    const toolbar = await screen.findByRole('toolbar', { name: '사진 위치와 크기 조정' });
    const tap = async (name: string) => {
      const button = within(toolbar).getByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
    };
    await tap('확대');
    await tap('축소');
    await tap('사진을 위로');
    await tap('사진을 오른쪽으로');
    await tap('처음대로');
    expect(mockCropperCalls).toEqual(['zoom 0.1', 'zoom -0.1', 'move 0 -16', 'move 16 0', 'reset']);
  });

  it('sends a user without an image back to the upload step', async () => {
    const { location } = renderApp('/nft/image-crop', {
      preloadedState: stateWithDraft(filledSong),
    });
    await waitFor(() => expect(location()).toBe('/nft/register/image-upload'));
  });
});
