import { paths } from '@/shared/config/paths';
import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { basicSchema } from './validation';

export type RegisterStep = 'extra' | 'image' | 'crop' | 'evaluate' | 'confirm';

const basicDone = (draft: RegistrationDraft) => basicSchema.isValidSync(draft);
const extraDone = (draft: RegistrationDraft) =>
  draft.isRegistered === false || (draft.isRegistered === true && draft.copyrightBase64 !== null);

/**
 * Where a user who opens `step` directly (a bookmark, a reload after a reset) must go first, or
 * null when every earlier step is filled in. The mp3 is not checked here: it does not survive a
 * reload, and the screens ask for it again (the register page insists on it).
 */
export function stepRedirect(draft: RegistrationDraft, step: RegisterStep): string | null {
  if (!basicDone(draft)) return paths.registerBasic();
  if (step === 'extra') return null;
  if (!extraDone(draft)) return paths.registerExtra();
  if (step === 'image') return null;
  if (!draft.imageBase64) return paths.registerImageUpload();
  if (step === 'crop' || step === 'evaluate') return null;
  if (!draft.ethPrice || !draft.wonPrice) return paths.registerImageUpload();
  return null;
}
