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

export const draftSlice = createSlice({
  name: 'registrationDraft',
  initialState: emptyDraft,
  reducers: {
    draftUpdated: (state, action: PayloadAction<Partial<RegistrationDraft>>) => {
      const next = { ...state, ...action.payload };
      // Spec §4: choosing "no" clears the copyright file; a new image clears the crop.
      if (action.payload.isRegistered === false) {
        next.copyrightFileName = null;
        next.copyrightBase64 = null;
      }
      if (action.payload.imageBase64 !== undefined && action.payload.croppedBase64 === undefined) {
        next.croppedBase64 = null;
      }
      return next;
    },
    /** The user typed on step 1 (sent when typing pauses, not per keystroke). */
    basicInfoEdited: (
      state,
      action: PayloadAction<
        Pick<RegistrationDraft, 'title' | 'singers' | 'composers' | 'lyricists' | 'streamingUrls'>
      >,
    ) => ({ ...state, ...action.payload }),
    draftReset: () => emptyDraft,
  },
  selectors: {
    selectDraft: (state) => state,
  },
});

export const { draftUpdated, basicInfoEdited, draftReset } = draftSlice.actions;
export const { selectDraft } = draftSlice.selectors;
