import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/plain-button';
import styles from './recovery-screen.module.css';

export function NotFound() {
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>페이지를 찾을 수 없습니다.</h2>
      <p className={styles.text}>주소가 바뀌었거나 없는 화면이에요.</p>
      <RouterLink className={buttonClass('primary', 'medium')} to={paths.main()}>
        홈으로 가기
      </RouterLink>
    </div>
  );
}
