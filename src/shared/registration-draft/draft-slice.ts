import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §9: the registration draft is persisted under this key (IndexedDB, see draft-storage.ts). */
export const DRAFT_STORAGE_KEY = 'nftFormData';

/**
 * The NFT registration draft (spec §3). Files are kept as data URLs (never File objects) so the
 * store stays serializable; the audio file is never saved here (see audioKey).
 */
export interface RegistrationDraft {
  title: string;
  singers: string[];
  composers: string[];
  lyricists: string[];
  streamingUrls: string[];
  isRegistered: boolean | null;
  copyrightFileName: string | null;
  copyrightBase64: string | null;
  imageFileName: string | null;
  imageBase64: string | null;
  croppedBase64: string | null;
  /**
   * Which in-memory audio file belongs to this draft. The mp3 itself is never stored (spec §3);
   * after a reload the key survives but the file is gone, so the wizard asks for it again.
   */
  audioKey: string | null;
  audioFileName: string | null;
  ethPrice: string;
  wonPrice: string;
}

export const emptyDraft: RegistrationDraft = {
  title: '',
  singers: [''],
  composers: [''],
  lyricists: [''],
  streamingUrls: [''],
  isRegistered: null,
  copyrightFileName: null,
  copyrightBase64: null,
  imageFileName: null,
  imageBase64: null,
  croppedBase64: null,
  audioKey: null,
  audioFileName: null,
  ethPrice: '',
  wonPrice: '',
};

/** Applies a change with the spec's side effects (§4). */
export function merge(
  state: RegistrationDraft,
  patch: Partial<RegistrationDraft>,
): RegistrationDraft {
  const next = { ...state, ...patch };
  // Spec §4: choosing "no" clears the copyright file; a new image clears the crop.
  if (patch.isRegistered === false) {
    next.copyrightFileName = null;
    next.copyrightBase64 = null;
  }
  if (patch.imageBase64 !== undefined && patch.croppedBase64 === undefined) {
    next.croppedBase64 = null;
  }
  return next;
}

type Fields<K extends keyof RegistrationDraft> = Pick<RegistrationDraft, K>;

/**
 * Each action names what the user did (docs/debugging.md), so the DevTools log of a wizard reads
 * as its story; `draftUpdated` stays for a change that is none of these (tests, migrations).
 */
export const draftSlice = createSlice({
  name: 'registrationDraft',
  initialState: emptyDraft,
  reducers: {
    draftUpdated: (state, action: PayloadAction<Partial<RegistrationDraft>>) =>
      merge(state, action.payload),
    /** The user typed on step 1 (sent when typing pauses, not per keystroke). */
    basicInfoEdited: (
      state,
      action: PayloadAction<
        Fields<'title' | 'singers' | 'composers' | 'lyricists' | 'streamingUrls'>
      >,
    ) => merge(state, action.payload),
    /** Step 2: "is the copyright registered?" answered (no clears the certificate). */
    registeredAnswered: (state, action: PayloadAction<boolean>) =>
      merge(state, { isRegistered: action.payload }),
    copyrightFilePicked: (
      state,
      action: PayloadAction<Fields<'copyrightBase64' | 'copyrightFileName'>>,
    ) => merge(state, action.payload),
    audioPicked: (state, action: PayloadAction<Fields<'audioKey' | 'audioFileName'>>) =>
      merge(state, action.payload),
    /** Step 3: a cover picked (clears an earlier crop). */
    coverPicked: (state, action: PayloadAction<Fields<'imageBase64' | 'imageFileName'>>) =>
      merge(state, action.payload),
    coverCropped: (state, action: PayloadAction<string>) =>
      merge(state, { croppedBase64: action.payload }),
    valuationReceived: (state, action: PayloadAction<Fields<'ethPrice' | 'wonPrice'>>) =>
      merge(state, action.payload),
    draftReset: () => emptyDraft,
  },
  selectors: {
    selectDraft: (state) => state,
  },
});

export const {
  draftUpdated,
  basicInfoEdited,
  registeredAnswered,
  copyrightFilePicked,
  audioPicked,
  coverPicked,
  coverCropped,
  valuationReceived,
  draftReset,
} = draftSlice.actions;
export const { selectDraft } = draftSlice.selectors;
