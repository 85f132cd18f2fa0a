import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { loggedInState } from '@/test/render-app';
import type { PreloadedState } from '@/app/store';
import { registrationDraft } from '@/test/drafts';

export { bytesFile, filledSong, heldMp3 } from '@/test/drafts';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';
export const JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
export const PDF_DATA_URL = 'data:application/pdf;base64,JVBERi0xLjQK';

export function stateWithDraft(overrides: Partial<RegistrationDraft> = {}): PreloadedState {
  return { ...loggedInState, ...registrationDraft(overrides) };
}

/** The demo backend's borrower1, logged in for real (so later screens' requests succeed). */
export async function borrowerStateWithDraft(
  overrides: Partial<RegistrationDraft> = {},
): Promise<PreloadedState> {
  const response = await fetch('http://localhost/api/v1/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId: 'borrower1', password: 'demo1234!' }),
  });
  const body = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  return { session: body.data, ...registrationDraft(overrides) };
}
