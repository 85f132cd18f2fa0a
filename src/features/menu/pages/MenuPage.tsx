import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { loggedOut, selectLoginId } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';
import { MenuList } from '@/features/menu/components/MenuList';
import { MotionSetting } from '@/features/menu/components/MotionSetting';
import { ProfileCard } from '@/features/menu/components/ProfileCard';
import { ReportingSetting } from '@/features/menu/components/ReportingSetting';
import layout from '@/shared/ui/layout.module.css';
import styles from './MenuPage.module.css';

export default function MenuPage() {
  const isLoggedIn = useIsLoggedIn();
  const loginId = useAppSelector(selectLoginId);
  const navigate = useNavigate();
  const [askLogin, setAskLogin] = useState(false);

  return (
    <div className={layout.screen}>
      <ProfileCard isLoggedIn={isLoggedIn} loginId={loginId} />
      <Divider className={styles.rule} />
      <MenuList isLoggedIn={isLoggedIn} onAskLogin={() => setAskLogin(true)} />
      <Divider className={styles.rule} />
      <MotionSetting />
      <ReportingSetting />
      <div className={styles.account}>
        {isLoggedIn ? (
          <LogoutButton />
        ) : (
          <Button component={RouterLink} to={paths.login()} variant="primary" size="big">
            로그인
          </Button>
        )}
      </div>

      <LoginRequiredDialog
        open={askLogin}
        onCancel={() => setAskLogin(false)}
        onLogin={() => navigate(paths.login(paths.wallet()))}
      />
    </div>
  );
}

/** 로그아웃 and its confirm: opening the dialog renders these, not the whole menu. */
function LogoutButton() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const logout = () => {
    setConfirming(false);
    // Removing the tokens and the cached server data follows from this one action.
    dispatch(loggedOut());
    navigate(paths.main(), { replace: true });
  };
  return (
    <>
      <Button variant="line-secondary" size="big" onClick={() => setConfirming(true)}>
        로그아웃
      </Button>
      <ConfirmDialog
        open={confirming}
        title="정말 로그아웃 하시겠습니까?"
        cancelLabel="취소"
        confirmLabel="로그아웃"
        onCancel={() => setConfirming(false)}
        onConfirm={logout}
      />
    </>
  );
}
