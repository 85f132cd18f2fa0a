import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function ContractPage() {
  return <ComingSoon name="계약" />;
}
