import { ErrorState } from '@/shared/ui/ErrorState';

/** A loan route whose ids are not positive integers: nothing to load, say so instead of calling. */
export function InvalidLoanAddress() {
  return <ErrorState message="잘못된 주소입니다. 내 음악에서 대출을 다시 신청해주세요." />;
}
