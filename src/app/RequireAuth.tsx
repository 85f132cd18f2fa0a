import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { selectSessionExpired } from '@/shared/store/app-status-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';

/**
 * Members-only screens: an anonymous visitor gets the login-required dialog; logging in from it
 * brings them back to the address they asked for. When the server ended the session (a 401 on any
 * call), the user goes straight to login, which brings them back here.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  const expired = useAppSelector(selectSessionExpired);
  if (isLoggedIn) return children;
  const wanted = `${location.pathname}${location.search}`;
  if (expired) return <Navigate to={paths.login(wanted)} replace />;
  return (
    <LoginRequiredDialog
      open
      onCancel={() => navigate(paths.main(), { replace: true })}
      onLogin={() => navigate(paths.login(wanted), { replace: true })}
    />
  );
}
