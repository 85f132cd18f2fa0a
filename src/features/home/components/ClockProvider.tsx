import { createContext, useContext, useState, type ReactNode } from 'react';

type Listener = (now: number) => void;

export interface Clock {
  now: () => number;
  /** Called with the time on every tick; returns the unsubscribe. */
  subscribe: (listener: Listener) => () => void;
}

/**
 * One 1-second timer for every countdown under it. The clock is not React state: a tick renders
 * nothing; each countdown writes its own text (see Countdown), so a second costs a few string
 * updates, not a re-render of every card.
 */
function createClock(): Clock {
  const listeners = new Set<Listener>();
  let timer: number | undefined;
  return {
    now: () => Date.now(),
    subscribe(listener) {
      listeners.add(listener);
      timer ??= window.setInterval(() => {
        const now = Date.now();
        listeners.forEach((notify) => notify(now));
      }, 1000);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          window.clearInterval(timer);
          timer = undefined;
        }
      };
    },
  };
}

const ClockContext = createContext<Clock | null>(null);

export function ClockProvider({ children }: { children: ReactNode }) {
  // The timer runs only while a countdown is subscribed: it stops with the last one's unmount.
  const [clock] = useState(createClock);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The page's shared clock; needs a ClockProvider above it. */
export function useClock(): Clock {
  const clock = useContext(ClockContext);
  if (clock === null) throw new Error('useClock needs a ClockProvider');
  return clock;
}
