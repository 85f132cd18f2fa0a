import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../shared/config/paths';
import { useIsLoggedIn } from '../shared/hooks/use-is-logged-in';
import { LoginRequiredDialog } from '../shared/ui/LoginRequiredDialog';

/**
 * Members-only screens: an anonymous visitor gets the login-required dialog; logging in from it
 * brings them back to the address they asked for.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  const navigate = useNavigate();
  if (isLoggedIn) return children;
  const wanted = `${location.pathname}${location.search}`;
  return (
    <LoginRequiredDialog
      open
      onCancel={() => navigate(paths.main(), { replace: true })}
      onLogin={() => navigate(paths.login(wanted), { replace: true })}
    />
  );
}
