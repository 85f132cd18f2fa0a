import Box from '@mui/material/Box';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatCountdown } from '@/features/home/countdown';
import { messages } from '@/features/home/messages';
import { useClock } from './ClockProvider';

/**
 * Time left to invest, ticking with the page's shared clock. The text is written straight into
 * its span on each tick (React renders the span empty and never owns its text), so a second costs
 * one string per card; React renders again only once, when the time runs out.
 */
export function Countdown({ expirationTime }: { expirationTime: string }) {
  const clock = useClock();
  const textRef = useRef<HTMLSpanElement>(null);
  const [ended, setEnded] = useState(
    () => formatCountdown(expirationTime, clock.now()) === messages.ended,
  );
  const endedRef = useRef(ended);

  useLayoutEffect(() => {
    const show = (now: number) => {
      const text = formatCountdown(expirationTime, now);
      const node = textRef.current;
      if (node && node.textContent !== text) node.textContent = text;
      const isEnded = text === messages.ended;
      if (isEnded !== endedRef.current) {
        endedRef.current = isEnded;
        setEnded(isEnded);
      }
    };
    show(clock.now());
    return clock.subscribe(show);
  }, [clock, expirationTime]);

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: ended ? 'text.secondary' : 'primary.main',
      }}
    >
      <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
      <Box
        component="span"
        ref={textRef}
        sx={{
          typography: 'body2',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          // The text changes every second: an inline-block with its own layout and paint
          // containment keeps that relayout and repaint inside the span.
          display: 'inline-block',
          contain: 'layout paint style',
        }}
      />
    </Box>
  );
}
