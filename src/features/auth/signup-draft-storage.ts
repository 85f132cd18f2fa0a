import { isJob } from '@/shared/lib/jobs';
import type { SignupDraft } from './signup-draft';

/**
 * The sign-up draft survives a reload of its tab (sessionStorage: gone when the tab closes, never
 * shared with other tabs), except the password and its confirmation, which are never written to
 * any storage: after a reload, step 1 asks for them again.
 */
export const SIGNUP_DRAFT_KEY = 'signupDraft';

type Stored = Pick<
  SignupDraft,
  'loginId' | 'checkedLoginId' | 'birth' | 'phoneNumber' | 'job' | 'walletAddr' | 'name'
>;

const TEXT_FIELDS = ['loginId', 'birth', 'phoneNumber', 'walletAddr', 'name'] as const;

/** What was saved, field by field; anything unreadable is left out rather than trusted. */
export function loadSignupDraft(storage: Storage = sessionStorage): Partial<Stored> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(SIGNUP_DRAFT_KEY) ?? 'null');
  } catch {
    return {};
  }
  if (typeof saved !== 'object' || saved === null) return {};
  const record = saved as Record<string, unknown>;
  const draft: Partial<Stored> = {};
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value;
  }
  if (typeof record.checkedLoginId === 'string') draft.checkedLoginId = record.checkedLoginId;
  if (typeof record.job === 'string' && isJob(record.job)) draft.job = record.job;
  return draft;
}

/** Writes the draft without its secrets; a finished sign-up leaves nothing behind. Throws on a full or blocked storage. */
export function saveSignupDraft(draft: SignupDraft, storage: Storage = sessionStorage): void {
  if (draft.completed) {
    storage.removeItem(SIGNUP_DRAFT_KEY);
    return;
  }
  const stored: Stored = {
    loginId: draft.loginId,
    checkedLoginId: draft.checkedLoginId,
    birth: draft.birth,
    phoneNumber: draft.phoneNumber,
    job: draft.job,
    walletAddr: draft.walletAddr,
    name: draft.name,
  };
  storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(stored));
}

export function clearSignupDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Nothing was saved where storage is blocked.
  }
}
