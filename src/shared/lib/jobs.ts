/** Spec §3 job values, in picker order, with the Korean label a user sees (sign-up, contracts). */
export const jobs = [
  { value: 'COMPANY', label: '회사원' },
  { value: 'SELF_EMPLOYED', label: '자영업자' },
  { value: 'FREELANCER', label: '프리랜서' },
  { value: 'SOLDIER', label: '군인' },
  { value: 'PUBLIC_OFFICIAL', label: '공무원' },
  { value: 'HOMEMAKER', label: '주부' },
  { value: 'PROFESSIONAL', label: '전문직' },
  { value: 'STUDENT', label: '학생' },
  { value: 'UNEMPLOYED', label: '무직' },
  { value: 'OTHER', label: '기타' },
] as const;

export type Job = (typeof jobs)[number]['value'];

/** The job codes, in picker order. */
export const JOB_CODES: readonly Job[] = jobs.map((job) => job.value);

/** Spec §9: default sign-up job. */
export const DEFAULT_JOB: Job = 'OTHER';

export const isJob = (value: string): value is Job => jobs.some((job) => job.value === value);

/** The Korean label of a job value, for screens that show a person's job; unknown values as sent. */
export const jobLabel = (job: string): string =>
  jobs.find((entry) => entry.value === job)?.label ?? job;
