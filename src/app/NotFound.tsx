import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/static-button';
import { RECOVERY_CLASS } from './recovery-screen';

export function NotFound() {
  return (
    <div className={RECOVERY_CLASS.root}>
      <h2 className={RECOVERY_CLASS.title}>페이지를 찾을 수 없습니다.</h2>
      <p className={RECOVERY_CLASS.text}>주소가 바뀌었거나 없는 화면이에요.</p>
      <RouterLink className={buttonClass('primary', 'medium')} to={paths.main()}>
        홈으로 가기
      </RouterLink>
    </div>
  );
}
