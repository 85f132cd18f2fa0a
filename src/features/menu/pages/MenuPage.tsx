import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { loggedOut } from '@/shared/session/session-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';
import { MenuList } from '@/features/menu/components/MenuList';
import { ProfileCard } from '@/features/menu/components/ProfileCard';

export default function MenuPage() {
  const isLoggedIn = useIsLoggedIn();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [walletNotice, setWalletNotice] = useState(false);
  const [askLogin, setAskLogin] = useState(false);

  const logout = () => {
    setConfirmingLogout(false);
    // Removing the tokens and the cached server data follows from this one action.
    dispatch(loggedOut());
    navigate(paths.main(), { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 3.5rem)' }}>
      <ProfileCard isLoggedIn={isLoggedIn} />
      <Divider sx={{ borderBottomWidth: 8, borderColor: 'background.default' }} />
      <MenuList onWallet={() => (isLoggedIn ? setWalletNotice(true) : setAskLogin(true))} />
      <Box sx={{ mt: 'auto', px: 2.5, pb: 'calc(24px + env(safe-area-inset-bottom, 0px))' }}>
        {isLoggedIn ? (
          <Button variant="line-secondary" size="big" onClick={() => setConfirmingLogout(true)}>
            로그아웃
          </Button>
        ) : (
          <Button component={RouterLink} to={paths.login()} variant="primary" size="big">
            로그인
          </Button>
        )}
      </Box>

      <ConfirmDialog
        open={confirmingLogout}
        title="정말 로그아웃 하시겠습니까?"
        cancelLabel="취소"
        confirmLabel="로그아웃"
        onCancel={() => setConfirmingLogout(false)}
        onConfirm={logout}
      />
      <LoginRequiredDialog
        open={askLogin}
        onCancel={() => setAskLogin(false)}
        onLogin={() => navigate(paths.login(paths.menu()))}
      />
      <Snackbar
        open={walletNotice}
        autoHideDuration={2500}
        onClose={() => setWalletNotice(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity="info" onClose={() => setWalletNotice(false)} sx={{ width: '100%' }}>
          내 지갑은 곧 만나보실 수 있어요.
        </Alert>
      </Snackbar>
    </Box>
  );
}
