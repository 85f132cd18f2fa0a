import { useSyncExternalStore } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectStillCountdowns } from './motion-slice';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The phone's "reduce motion" setting, followed while the screen is open. */
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCE) : null);
const subscribe = (changed: () => void) => {
  const query = media();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
};
const reduced = () => media()?.matches ?? false;

/**
 * Whether countdowns stand still (the time left in words, a minute at a time) instead of ticking
 * every second: the person stopped them in the menu, or the phone asks for less motion.
 */
export function useStillCountdowns(): boolean {
  const chosen = useAppSelector(selectStillCountdowns);
  const lessMotion = useSyncExternalStore(subscribe, reduced, () => false);
  return chosen || lessMotion;
}
