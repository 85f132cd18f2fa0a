import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function ImageUploadPage() {
  return <ComingSoon name="이미지 업로드" />;
}
