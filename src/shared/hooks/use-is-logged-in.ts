import { selectIsLoggedIn } from '../session/session-slice';
import { useAppSelector } from '../store/hooks';

export function useIsLoggedIn() {
  return useAppSelector(selectIsLoggedIn);
}
