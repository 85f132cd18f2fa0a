import { useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element is on screen, or within `margin` of it. Where the browser has no
 * IntersectionObserver (jsdom, very old engines) every element counts as on screen.
 */
export function useInView<T extends Element>(margin = '100px'): [RefCallback<T>, boolean] {
  const [inView, setInView] = useState(true);
  const ref = useCallback<RefCallback<T>>(
    (node) => {
      if (!node || typeof IntersectionObserver === 'undefined') return undefined;
      const observer = new IntersectionObserver(
        (entries) => setInView(entries[entries.length - 1].isIntersecting),
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin],
  );
  return [ref, inView];
}
