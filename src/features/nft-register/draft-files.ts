import { dataUrlToFile, fileStem } from '@/shared/lib/files';
import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';

export interface DraftFiles {
  copyrightFile: File | null;
  image: File | null;
  croppedImage: File | null;
}

/**
 * The draft's files rebuilt from their data URLs (spec §3), named by the spec's extension mapping.
 * A data URL that cannot be decoded counts as missing.
 */
export function draftFiles(draft: RegistrationDraft): DraftFiles {
  const rebuild = (dataUrl: string | null, stem: string) => {
    if (!dataUrl) return null;
    try {
      return dataUrlToFile(dataUrl, stem);
    } catch {
      return null;
    }
  };
  return {
    copyrightFile: rebuild(
      draft.isRegistered ? draft.copyrightBase64 : null,
      fileStem(draft.copyrightFileName ?? 'copyright'),
    ),
    image: rebuild(draft.imageBase64, fileStem(draft.imageFileName ?? 'image')),
    croppedImage: rebuild(
      draft.croppedBase64,
      `${fileStem(draft.imageFileName ?? 'image')}-cropped`,
    ),
  };
}
