import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or nearly (a screen's height around it), from one
 * IntersectionObserver the whole page shares. An element in a hidden part of the page (a search
 * result not found, `display: none`) is never on screen. Starts true, so what is on screen shows
 * right at once; without the observer (an old engine, jsdom) it stays true.
 */
type Listener = (onScreen: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | null = null;

function shared(): IntersectionObserver | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '100% 0px' },
  );
  return observer;
}

export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    const watcher = shared();
    if (!element || !watcher) return undefined;
    listeners.set(element, setOnScreen);
    watcher.observe(element);
    return () => {
      listeners.delete(element);
      watcher.unobserve(element);
    };
  }, [ref]);
  return onScreen;
}
