import { forwardRef, useImperativeHandle } from 'react';

/**
 * MUI's touch ripple for jsdom, where it draws nothing a test can see: the same handle (start,
 * stop, pulsate), no animation. The real one ends each ripple on a 550 ms timer of the real clock,
 * which on a busy machine fired between a test's acts and warned of an update outside act()
 * (seen under scripts/test-under-load.sh, in the signed-contract tests).
 */
const TouchRipple = forwardRef<unknown, object>(function TouchRipple(_props, ref) {
  useImperativeHandle(ref, () => ({ start() {}, stop() {}, pulsate() {} }), []);
  return null;
});

export default TouchRipple;
