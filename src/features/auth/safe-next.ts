import { paths } from '@/shared/config/paths';

// Browsers drop tabs/newlines and read '\' as '/', which could turn '/\t/x' into '//x'.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001F\u007F\\]/;

/**
 * Where to land after logging in. `next` comes from the address bar, so only an in-app path is
 * honoured: it must start with one '/' (not '//', which browsers treat as another host), and it
 * never points back into the login/sign-up screens.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || UNSAFE_CHARS.test(next)) {
    return paths.main();
  }
  if (
    next === paths.login() ||
    next.startsWith(`${paths.login()}?`) ||
    next.startsWith('/signup')
  ) {
    return paths.main();
  }
  return next;
}
