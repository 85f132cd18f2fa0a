/** Spec §2: what a loan page says when the copyright (or its contract) really is not there. */
export const COPYRIGHT_NOT_FOUND = '저작권 정보를 찾을 수 없습니다.';
