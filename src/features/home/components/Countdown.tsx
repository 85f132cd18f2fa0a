import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  countdownWheels,
  dayWheel,
  daysLeft,
  formatCountdown,
  hasEnded,
  nextWordsChange,
  spokenCountdown,
  type CountdownWheel,
} from '@/features/home/countdown';
import { useOnScreen } from '@/shared/hooks/use-on-screen';
import { useStillCountdowns } from '@/shared/motion/use-still-countdowns';
import { clockNow, useClock } from '@/shared/lib/clock';
import { plainIcon } from '@/shared/ui/plain-icon';
import styles from './Countdown.module.css';

/**
 * One line of the countdown, in rem: the wheels turn by whole lines (Countdown.module.css), and
 * grow with the phone's text size as the digits do.
 */
const LINE_REM = 1.25;

// Plain elements (Countdown.module.css): one countdown per card.
/** The clock icon: @mui/icons-material's AccessTime as plain SVG (plain-icon.tsx). */
const ClockIcon = plainIcon([
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
]);

/** The icon, the colour (muted once ended) and the text's typography. */
function CountdownFrame({ ended, children }: { ended: boolean; children: ReactNode }) {
  return (
    <div className={ended ? `${styles.countdown} ${styles.ended}` : styles.countdown}>
      <ClockIcon className={styles.icon} />
      {children}
    </div>
  );
}

/**
 * One column of digits, turned by the compositor: the strip moves up a line per step on the wall
 * clock (its start time is set from `startAt`, not from when the browser got to it), so the page
 * does no work while it turns, and it stops on its last line at the deadline.
 */
function Wheel({
  wheel,
  width,
  lines,
  turning,
}: {
  wheel: CountdownWheel;
  width: string;
  lines?: boolean;
  /** On screen: off it (or hidden) the strip does not turn, which costs nothing. */
  turning: boolean;
}) {
  const strip = useRef<HTMLSpanElement | null>(null);
  useLayoutEffect(() => {
    const node = strip.current;
    if (!node || !turning) return undefined;
    const steps = wheel.lines.length - 1;
    const animation = node.animate(
      [{ transform: 'translateY(0)' }, { transform: `translateY(${-steps * LINE_REM}rem)` }],
      {
        duration: wheel.stepMs * steps,
        easing: `steps(${steps}, end)`,
        iterations: wheel.iterations,
        fill: 'forwards',
      },
    );
    animation.startTime = wheel.startAt - performance.timeOrigin;
    return () => animation.cancel();
  }, [wheel, turning]);
  return (
    <span className={styles.wheel} style={{ width }}>
      <span ref={strip}>
        {/* Digits share one face and one line height: a text of lines. The day lines have Hangul,
            which may come from another face with other metrics: a box per line. */}
        {lines ? wheel.lines.map((line, i) => <span key={i}>{line}</span>) : wheel.lines.join('\n')}
      </span>
    </span>
  );
}

/**
 * The time left as digits that turn without the page: nothing runs on the main thread each second
 * (at 4× CPU the ticking text cost ~9 ms of main thread a second for home's five cards; the
 * wheels ~0.7). React renders again once a minute, for the words a screen reader reads ("3일 4시간
 * 5분 남음"), for the day count, and at the deadline, when the card shows the ended text; every
 * card reads the page's one clock, which stops while the tab is hidden.
 */
function WheelCountdown({ expirationTime }: { expirationTime: string }) {
  // The one clock (shared/lib/clock): this renders again when the words change, once a minute.
  const next = useCallback((at: number) => nextWordsChange(expirationTime, at), [expirationTime]);
  const spoken = useClock((now) => spokenCountdown(expirationTime, now), next);
  // Off screen or hidden (a search result not found) the wheels stop: an animation on a hidden
  // element still costs the main thread a style update each frame (22 hidden cards: ~30 % of it
  // at 4x CPU).
  const frame = useRef<HTMLSpanElement | null>(null);
  const turning = useOnScreen(frame);
  const now = clockNow();
  const end = Date.parse(expirationTime);
  const ended = hasEnded(expirationTime, now);

  // The digit wheels hold for the whole countdown; the day wheel for a day (it turns once).
  const [openedAt] = useState(now);
  const wheels = useMemo(() => countdownWheels(end, openedAt), [end, openedAt]);
  const days = ended ? 0 : daysLeft(end, now);
  const turningDays = useMemo(() => dayWheel(end, days), [end, days]);

  return (
    <CountdownFrame ended={ended}>
      {ended ? (
        <span className={styles.text}>{formatCountdown(expirationTime, now)}</span>
      ) : (
        <span className={styles.text}>
          <span className={styles.spoken}>{spoken}</span>
          <span aria-hidden data-testid="countdown-wheels" ref={frame}>
            {turningDays ? (
              <Wheel wheel={turningDays} width="auto" lines turning={turning} />
            ) : null}
            <Wheel wheel={wheels.hours} width="2ch" turning={turning} />:
            <Wheel wheel={wheels.minuteTens} width="1ch" turning={turning} />
            <Wheel wheel={wheels.minutes} width="1ch" turning={turning} />:
            <Wheel wheel={wheels.secondTens} width="1ch" turning={turning} />
            <Wheel wheel={wheels.seconds} width="1ch" turning={turning} /> 남음
          </span>
        </span>
      )}
    </CountdownFrame>
  );
}

/**
 * The time left in words, changing once a minute: what a countdown shows when the person stopped
 * the ticking (the menu) or the phone asks for less motion (KWCAG 2.2.2, WCAG 2.3.3).
 */
function StillCountdown({ expirationTime }: { expirationTime: string }) {
  const next = useCallback((at: number) => nextWordsChange(expirationTime, at), [expirationTime]);
  const words = useClock((now) => spokenCountdown(expirationTime, now), next);
  return (
    <CountdownFrame ended={hasEnded(expirationTime, clockNow())}>
      <span className={styles.words}>{words}</span>
    </CountdownFrame>
  );
}

/**
 * Time left to invest (spec §2: ticks every second, then the ended text), or in words a minute at
 * a time when the ticking is stopped.
 */
export function Countdown({ expirationTime }: { expirationTime: string }) {
  const still = useStillCountdowns();
  // An unreadable time never ends: a dash, with nothing to turn.
  if (Number.isNaN(Date.parse(expirationTime))) {
    return (
      <CountdownFrame ended={false}>
        <span className={styles.text}>{formatCountdown(expirationTime, 0)}</span>
      </CountdownFrame>
    );
  }
  if (still) return <StillCountdown expirationTime={expirationTime} />;
  return <WheelCountdown expirationTime={expirationTime} />;
}
