import Box from '@mui/material/Box';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { formatCountdown, hasEnded } from '@/features/home/countdown';
import { useInView } from '@/shared/hooks/use-in-view';
import { clockNow, subscribeToClock, useNowSelector } from '@/shared/hooks/use-now';

/**
 * Only the text follows the clock, and without React: React renders it once, then each tick
 * writes the inner span's text itself (a render per card per second was most of the countdowns'
 * cost on a slow phone). A card scrolled away stops ticking and catches up when it is back. React
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
  // The outer span is the row's flex item; the inner one, a block of fixed size, is where the text
  // changes (see Countdown's styles).
  return (
    <span>
      <span ref={ref}>{formatCountdown(expirationTime, clockNow())}</span>
    </span>
  );
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
        },
        // The text that changes every second lays itself out alone. A change of text marks every
        // box above it for layout, up to a relayout boundary; without one, each tick laid out the
        // whole page (35 boxes dirty, ~5 ms a tick at 4× CPU). A block with size containment and
        // a fixed size is such a boundary; a flex item never is, hence the outer span. The width
        // fits "999일 23:59:59 남음" in tabular figures, the height one line of body2; `strict`
        // also keeps its paint inside the box.
        '& > span > span': {
          display: 'block',
          contain: 'strict',
          width: '9.5em',
          height: ({ typography }) => `${typography.body2.lineHeight}em`,
          whiteSpace: 'nowrap',
        },
      }}
    >
      <AccessTimeIcon sx={{ fontSize: 'size.icon.xs' }} aria-hidden />
      <CountdownText expirationTime={expirationTime} />
    </Box>
  );
}
