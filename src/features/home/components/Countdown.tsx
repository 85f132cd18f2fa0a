import Box from '@mui/material/Box';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { formatCountdown, hasEnded } from '@/features/home/countdown';
import { useInView } from '@/shared/hooks/use-in-view';
import { useNow, useNowSelector } from '@/shared/hooks/use-now';

/**
 * Only the text follows the clock: a plain span, so a second costs one tiny render per card, and
 * only for cards on screen (a card scrolled away stops ticking and catches up when it is back).
 */
function CountdownText({ expirationTime }: { expirationTime: string }) {
  const [ref, onScreen] = useInView<HTMLSpanElement>();
  return <span ref={ref}>{formatCountdown(expirationTime, useNow(onScreen))}</span>;
}

/**
 * Time left to invest, from the page's one shared clock (useNow). The frame, icon and colour
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
