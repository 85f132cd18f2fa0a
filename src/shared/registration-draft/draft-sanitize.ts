import { emptyDraft, type RegistrationDraft } from './draft-slice';

const LISTS = ['singers', 'composers', 'lyricists', 'streamingUrls'] as const;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'string');

/**
 * A stored draft as the app can use it: every field of the wrong type (an older version's shape,
 * a hand-edited or damaged record) falls back to its empty value instead of crashing a screen.
 */
export function sanitizeDraft(stored: unknown): RegistrationDraft {
  const raw =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const draft: RegistrationDraft = { ...emptyDraft };
  for (const key of Object.keys(emptyDraft) as Array<keyof RegistrationDraft>) {
    const value = raw[key];
    if ((LISTS as readonly string[]).includes(key)) {
      if (isStringList(value)) Object.assign(draft, { [key]: value });
    } else if (key === 'isRegistered') {
      if (typeof value === 'boolean' || value === null) draft.isRegistered = value;
    } else if (typeof value === 'string' || (value === null && emptyDraft[key] === null)) {
      Object.assign(draft, { [key]: value });
    }
  }
  return draft;
}
