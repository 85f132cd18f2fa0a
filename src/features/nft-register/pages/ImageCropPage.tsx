import { ComingSoon } from '../../../shared/ui/ComingSoon';

export default function ImageCropPage() {
  return <ComingSoon name="이미지 자르기" />;
}
