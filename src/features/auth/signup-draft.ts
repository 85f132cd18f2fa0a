import { DEFAULT_JOB, type Job } from '@/shared/lib/jobs';

/**
 * The sign-up draft (spec §3), carried across the three steps. The spec keeps it in memory only;
 * it is also kept for a reload of the same tab, without the password (signup-draft-storage.ts).
 * Besides the spec's fields it remembers the confirmation typed on step 1, the id the server last
 * called available, and whether sign-up just finished (so the complete screen knows it is real).
 */
export interface SignupDraft {
  loginId: string;
  password: string;
  passwordConfirm: string;
  /** The login id the server said is free; step 1 only counts while the id still equals it. */
  checkedLoginId: string | null;
  birth: string;
  phoneNumber: string;
  job: Job;
  walletAddr: string;
  name: string;
  completed: boolean;
}

export const emptySignupDraft: SignupDraft = {
  loginId: '',
  password: '',
  passwordConfirm: '',
  checkedLoginId: null,
  birth: '',
  phoneNumber: '',
  job: DEFAULT_JOB,
  walletAddr: '',
  name: '',
  completed: false,
};
