import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const ClockContext = createContext<number | null>(null);

/**
 * One 1-second timer for every countdown under it: cards read the shared `now` instead of each
 * starting an interval of its own.
 */
export function ClockProvider({ children }: { children: ReactNode }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return <ClockContext.Provider value={now}>{children}</ClockContext.Provider>;
}

/** The shared clock's current time in ms; needs a ClockProvider above it. */
export function useNow(): number {
  const now = useContext(ClockContext);
  if (now === null) throw new Error('useNow needs a ClockProvider');
  return now;
}
