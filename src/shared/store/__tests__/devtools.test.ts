import { makeStore } from '@/app/store';
import { basicInfoEdited, draftUpdated } from '@/shared/registration-draft/draft-slice';
import {
  describeDataUrl,
  devToolsOptions,
  forDevTools,
  LONG_LIST,
  LONG_MAP,
} from '@/shared/store/devtools';

/** A base64 data URL of `bytes` bytes, as FileReader makes it for a phone photo. */
const dataUrl = (type: string, bytes: number) =>
  `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

const PHOTO = dataUrl('image/jpeg', 6 * 1024 * 1024);
const PDF = dataUrl('application/pdf', 3 * 1024 * 1024);

describe('Redux DevTools sees a short description of every data URL', () => {
  it('describes a data URL by type and size', () => {
    expect(describeDataUrl(PHOTO)).toBe('<image/jpeg data URL, 6.0 MB>');
    expect(describeDataUrl(PDF)).toBe('<application/pdf data URL, 3.0 MB>');
    expect(describeDataUrl('data:,hello')).toBe('<text/plain data URL, 0.0 MB>');
  });

  it('with a 6 MB photo and a 3 MB PDF in the draft, the state DevTools gets is under 50 KB', () => {
    const store = makeStore();
    store.dispatch(
      draftUpdated({ imageBase64: PHOTO, copyrightBase64: PDF, imageFileName: 'photo.jpg' }),
    );
    store.dispatch(draftUpdated({ croppedBase64: dataUrl('image/jpeg', 900_000) }));
    store.dispatch(
      basicInfoEdited({
        title: '여름 밤',
        singers: ['A'],
        composers: [''],
        lyricists: [''],
        streamingUrls: [''],
      }),
    );
    const state = store.getState();
    expect(JSON.stringify(state).length).toBeGreaterThan(12_000_000);

    const shown = forDevTools(state);

    expect(JSON.stringify(shown).length).toBeLessThanOrEqual(50_000);
    expect(shown.registrationDraft).toMatchObject({
      title: '여름 밤',
      imageFileName: 'photo.jpg',
      imageBase64: '<image/jpeg data URL, 6.0 MB>',
      copyrightBase64: '<application/pdf data URL, 3.0 MB>',
      croppedBase64: '<image/jpeg data URL, 0.9 MB>',
    });
    // Pure: the store still holds the files, and slices without a data URL are the same objects.
    expect(store.getState().registrationDraft.imageBase64).toBe(PHOTO);
    expect(shown.session).toBe(state.session);
    expect(shown.api).toBe(state.api);
  });

  it('an action carrying a file is shown without it', () => {
    const action = draftUpdated({ imageBase64: PHOTO, imageFileName: 'photo.jpg' });
    expect(forDevTools(action)).toEqual({
      type: 'registrationDraft/draftUpdated',
      payload: { imageBase64: '<image/jpeg data URL, 6.0 MB>', imageFileName: 'photo.jpg' },
    });
    expect(action.payload.imageBase64).toBe(PHOTO);
  });

  it('is off unless the build turned it on', () => {
    const saved = process.env.REDUX_DEVTOOLS;
    try {
      delete process.env.REDUX_DEVTOOLS;
      expect(devToolsOptions()).toBe(false);
      process.env.REDUX_DEVTOOLS = 'true';
      const options = devToolsOptions();
      expect(options).toMatchObject({ name: '뮤직론' });
      expect(options && options.actionSanitizer(draftUpdated({ imageBase64: PHOTO }))).toEqual(
        draftUpdated({ imageBase64: '<image/jpeg data URL, 6.0 MB>' }),
      );
    } finally {
      process.env.REDUX_DEVTOOLS = saved;
    }
  });

  it('shows a list past 50 items and a map past 30 keys as their first ten and a count', () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));
    const keyed = (n: number) => Object.fromEntries(items(n).map(({ id }) => [`call(${id})`, id]));
    expect(forDevTools(items(LONG_LIST))).toHaveLength(LONG_LIST);
    expect(forDevTools(items(LONG_LIST + 1))).toEqual([
      ...items(10),
      `<… ${LONG_LIST - 9} more of ${LONG_LIST + 1} items>`,
    ]);
    const map = keyed(LONG_MAP);
    expect(forDevTools(map)).toBe(map);
    expect(forDevTools(keyed(LONG_MAP + 1))).toEqual({
      ...keyed(10),
      '…': `<${LONG_MAP - 9} more of ${LONG_MAP + 1} keys>`,
    });
    // The registration draft (its fifteen fields) is shown whole.
    const { registrationDraft } = makeStore().getState();
    expect(forDevTools(registrationDraft)).toBe(registrationDraft);
  });
});
