import Box from '@mui/material/Box';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { formatCountdown, hasEnded } from '@/features/home/countdown';
import { useInView } from '@/shared/hooks/use-in-view';
import { clockNow, subscribeToClock, useNowSelector } from '@/shared/hooks/use-now';

/**
 * Only the text follows the clock, and without React: React renders it once, then each tick
 * writes the span's text itself (a render per card per second was most of the countdowns' cost
 * on a slow phone). A card scrolled away stops ticking and catches up when it is back. React
 * still writes the text whenever it renders the span, from the same clock, so the two agree.
 */
function CountdownText({ expirationTime }: { expirationTime: string }) {
  const [viewRef, onScreen] = useInView<HTMLSpanElement>();
  const span = useRef<HTMLSpanElement | null>(null);
  const ref = useCallback<RefCallback<HTMLSpanElement>>(
    (node) => {
      span.current = node;
      const stopViewing = viewRef(node);
      return () => {
        span.current = null;
        if (typeof stopViewing === 'function') stopViewing();
      };
    },
    [viewRef],
  );
  useEffect(() => {
    if (!onScreen) return undefined;
    const write = () => {
      const node = span.current;
      if (!node) return;
      const text = formatCountdown(expirationTime, clockNow());
      if (node.textContent !== text) node.textContent = text;
    };
    write();
    return subscribeToClock(write);
  }, [expirationTime, onScreen]);
  return <span ref={ref}>{formatCountdown(expirationTime, clockNow())}</span>;
}

/**
 * Time left to invest, from the page's one shared clock (use-now.ts). The frame, icon and colour
 * render again only once, when the time runs out.
 */
export function Countdown({ expirationTime }: { expirationTime: string }) {
  const ended = useNowSelector((now) => hasEnded(expirationTime, now));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: ended ? 'text.secondary' : 'primary.main',
        '& > span': {
          typography: 'body2',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          // The text changes every second: an inline-block with its own layout and paint
          // containment keeps that relayout and repaint inside the span.
          display: 'inline-block',
          contain: 'layout paint style',
        },
      }}
    >
      <AccessTimeIcon sx={{ fontSize: 'size.icon.xs' }} aria-hidden />
      <CountdownText expirationTime={expirationTime} />
    </Box>
  );
}
