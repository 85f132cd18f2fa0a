import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import styles from './ProfileCard.module.css';

/**
 * Spec §2 menu: 'my profile' when logged in, otherwise 'login required'. Logged in, it says who:
 * the login id used, kept with the session and gone with it (an older session without one says
 * only that someone is).
 */
export function ProfileCard({
  isLoggedIn,
  loginId,
}: {
  isLoggedIn: boolean;
  loginId: string | null;
}) {
  let line = '로그인하고 음악 저작권 대출과 투자를 이용해보세요.';
  if (isLoggedIn) line = loginId ? '로그인한 아이디' : '로그인되어 있어요.';
  return (
    <section aria-labelledby="menu-profile-title" className={styles.card}>
      <Avatar className={styles.avatar}>
        <PersonOutlinedIcon fontSize="large" aria-hidden />
      </Avatar>
      <div className={styles.text}>
        <Typography id="menu-profile-title" component="h2" variant="h3">
          {isLoggedIn ? '내 프로필' : '로그인이 필요합니다'}
        </Typography>
        {isLoggedIn && loginId ? (
          <dl className={styles.account}>
            <dt className={styles.line}>{line}</dt>
            <dd className={styles.loginId}>{loginId}</dd>
          </dl>
        ) : (
          <Typography color="textSecondary" className={styles.line}>
            {line}
          </Typography>
        )}
      </div>
    </section>
  );
}
