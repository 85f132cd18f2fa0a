import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadMuiTheme } from './mui-theme-scope';

/**
 * An overlay (dialog, snackbar) whose code downloads the first time it opens, not with the first
 * screen: MUI's Modal, focus trap and transitions are a large part of the first download, and
 * most visits never open one. After the first opening it stays mounted so it can animate closed.
 * MUI's theme comes with it (mui-theme-scope.ts): the layouts around the screens draw no MUI.
 */
export function deferUntilOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Overlay = lazy(() =>
    Promise.all([load(), loadMuiTheme()]).then(([module, scope]) => ({
      default: scope.withMuiTheme(module.default),
    })),
  );
  function Deferred(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Derived state set during render (React's documented pattern): no extra effect pass.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
