import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { screenTitle } from '@/shared/config/route-facts';
import { useRouteFacts } from '@/app/use-route-facts';

/**
 * What every change of screen does besides drawing it (KWCAG 2.4.2, 2.4.3; docs/accessibility.md):
 * - the page title names the screen ("투자 정보 입력 - 뮤직론"), so switching apps or tabs says
 *   where one is;
 * - the page scrolls to its top (spec §2);
 * - focus moves to the new screen's heading, so a screen reader reads where a tap led, unless the
 *   screen put it somewhere itself (search's field); back returns it to what had it when that
 *   screen was left (the card that was opened), when that is still there.
 * The first screen of a visit is left to the browser, which reads the page from its start.
 */
export function ScreenChange() {
  const location = useLocation();
  const navigation = useNavigationType();
  const { name } = useRouteFacts();
  const left = useRef<{ key: string; selector: string | null }>({
    key: location.key,
    selector: null,
  });
  const first = useRef(true);

  useEffect(() => {
    document.title = screenTitle({ name });
  }, [name]);

  // What has focus on this screen, kept by its history entry for a later back.
  useEffect(() => {
    const seen = (event: FocusEvent) => {
      const selector = selectorOf(event.target);
      if (selector) left.current.selector = selector;
    };
    document.addEventListener('focusin', seen);
    return () => document.removeEventListener('focusin', seen);
  }, []);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  useEffect(() => {
    const before = left.current;
    if (before.key !== location.key && before.selector) focusedOn.set(before.key, before.selector);
    left.current = { key: location.key, selector: null };
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.querySelector('main');
    const active = document.activeElement;
    if (main && active && active !== main && main.contains(active)) return;
    const kept = navigation === 'POP' ? focusedOn.get(location.key) : undefined;
    // The first such control that is shown (search keeps its hidden results' cards).
    const again = kept
      ? [...document.querySelectorAll<HTMLElement>(kept)].find(
          (element) => !element.closest('[hidden]'),
        )
      : undefined;
    if (again) again.focus();
    else focusHeading(main);
    // Only a new screen moves focus: a filter or a tab written into the address does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return null;
}

/** Where focus was on screens left behind, by history entry (`location.key`). */
const focusedOn = new Map<string, string>();

/** An attribute value inside a selector's quotes. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A selector that finds `target` again once its screen is drawn anew: a link by its address, a
 * control by its label. Null for what has neither (it is not looked for again).
 */
function selectorOf(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLElement)) return null;
  const href = target.getAttribute('href');
  if (href) return `${target.localName}[href=${quoted(href)}]`;
  const label = target.getAttribute('aria-label');
  return label ? `${target.localName}[aria-label=${quoted(label)}]` : null;
}

/**
 * The new screen's heading: its own h1 (the tabbed screens'), else the header's title (a sub-page's),
 * else its first heading, else the screen itself. Focused without scrolling; a heading is not a
 * control, so it takes focus from script only (tabindex -1).
 */
function focusHeading(main: HTMLElement | null) {
  const candidates = [
    main?.querySelector<HTMLElement>('h1'),
    document.querySelector<HTMLElement>('header h1'),
    main?.querySelector<HTMLElement>('h2'),
    main,
  ];
  const target = candidates.find((element) => element && element.textContent?.trim());
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
