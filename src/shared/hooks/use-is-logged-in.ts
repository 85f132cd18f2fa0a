import { selectIsLoggedIn } from '@/shared/session/session-slice';
import { useAppSelector } from '@/shared/store/hooks';

export function useIsLoggedIn() {
  return useAppSelector(selectIsLoggedIn);
}
