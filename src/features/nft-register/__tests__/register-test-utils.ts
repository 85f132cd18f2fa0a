import { emptyDraft, type RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { loggedInState } from '@/test/render-app';
import type { PreloadedState } from '@/app/store';
import { holdAudio } from '@/features/nft-register/audio-holder';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';
export const JPEG_DATA_URL = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
export const PDF_DATA_URL = 'data:application/pdf;base64,JVBERi0xLjQK';

/** A draft that has passed steps 1 and 2 (not registered). */
export const filledSong: Partial<RegistrationDraft> = {
  title: '여름 밤',
  singers: ['가수 A'],
  composers: ['작곡가 B'],
  lyricists: ['작사가 C'],
  streamingUrls: ['https://music.example/a'],
  isRegistered: false,
};

export function stateWithDraft(overrides: Partial<RegistrationDraft> = {}): PreloadedState {
  return { ...loggedInState, registrationDraft: { ...emptyDraft, ...overrides } };
}

export const bytesFile = (size: number, name: string, type: string) =>
  new File([new Uint8Array(size)], name, { type });

/** Puts an mp3 in the in-memory holder and returns the draft fields that point at it. */
export function heldMp3(name = 'song.mp3', size = 1_572_864) {
  const file = bytesFile(size, name, 'audio/mpeg');
  return { file, fields: { audioKey: holdAudio(file), audioFileName: name } };
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
  return { session: body.data, registrationDraft: { ...emptyDraft, ...overrides } };
}
