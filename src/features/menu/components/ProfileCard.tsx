import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';

/** Spec §2 menu: 'my profile' when logged in, otherwise 'login required'. */
export function ProfileCard({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby="menu-profile-title"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2.5, py: 3 }}
    >
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.light', color: 'primary.main' }}>
        <PersonOutlineIcon fontSize="large" aria-hidden />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id="menu-profile-title" component="h2" variant="h3">
          {isLoggedIn ? '내 프로필' : '로그인이 필요합니다'}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 'size.md', mt: 0.5 }}>
          {isLoggedIn ? '로그인되어 있어요.' : '로그인하고 음악 저작권 대출과 투자를 이용해보세요.'}
        </Typography>
      </Box>
    </Box>
  );
}
