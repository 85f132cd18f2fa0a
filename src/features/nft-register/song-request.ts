import type { PredictRequest } from '@/shared/api/wire/request-schemas';
import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';

/** The song fields the valuation and the registration send (spec §3, §7). */
export type SongFields = Pick<
  RegistrationDraft,
  'title' | 'singers' | 'composers' | 'lyricists' | 'streamingUrls' | 'isRegistered'
>;

export function songRequest(draft: SongFields): PredictRequest {
  const clean = (list: string[]) => list.map((entry) => entry.trim());
  return {
    title: draft.title.trim(),
    singers: clean(draft.singers),
    composers: clean(draft.composers),
    lyricists: clean(draft.lyricists),
    streamingUrls: clean(draft.streamingUrls),
    isRegistered: draft.isRegistered === true,
  };
}
