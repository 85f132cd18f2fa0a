/**
 * Holds the page's clock at `now`: `Date.now()` and `new Date()` give it, every other use of Date
 * is the platform's, and timers run as before. For the component workshop's pictures in WebKit,
 * which WebDriver gives no clock of its own to hold (Playwright's `page.clock` does it in
 * Chromium); the workshop reads the time from its address (`&now=`, .storybook/preview.tsx).
 */
export function holdClock(now: number) {
  const Platform = Date;
  class HeldDate extends Platform {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(now);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now() {
      return now;
    }
  }
  globalThis.Date = HeldDate as DateConstructor;
}
