import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function LoanContractPage() {
  return <ComingSoon name="대출 계약서" />;
}
