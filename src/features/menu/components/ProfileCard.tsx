import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import styles from './ProfileCard.module.css';

/** Spec §2 menu: 'my profile' when logged in, otherwise 'login required'. */
export function ProfileCard({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <section aria-labelledby="menu-profile-title" className={styles.card}>
      <Avatar className={styles.avatar}>
        <PersonOutlinedIcon fontSize="large" aria-hidden />
      </Avatar>
      <div className={styles.text}>
        <Typography id="menu-profile-title" component="h2" variant="h3">
          {isLoggedIn ? '내 프로필' : '로그인이 필요합니다'}
        </Typography>
        <Typography color="textSecondary" className={styles.line}>
          {isLoggedIn ? '로그인되어 있어요.' : '로그인하고 음악 저작권 대출과 투자를 이용해보세요.'}
        </Typography>
      </div>
    </section>
  );
}
