import { DEMO_PASSWORD, seedWorld } from './seed';

/**
 * Every personal value the demo world holds, for the privacy sweeps (docs/telemetry.md): the
 * accounts' login ids, names, birth dates, phones (as stored and as digits), wallet addresses and
 * password, and the songs' titles and people. A seed of its own (the demo's
 * state is left alone): the same values the demo shows.
 */
export function demoPersonalValues(): string[] {
  const state = seedWorld(new Date());
  const values = new Set<string>([DEMO_PASSWORD]);
  for (const user of state.users) {
    for (const value of [user.loginId, user.name, user.birth, user.phoneNumber, user.walletAddr]) {
      values.add(value);
    }
    values.add(user.phoneNumber.replace(/\D/g, ''));
    values.add(user.birth.replace(/\D/g, ''));
  }
  for (const copyright of state.copyrights) {
    values.add(copyright.title);
    for (const person of [...copyright.singers, ...copyright.composers]) values.add(person);
  }
  return [...values];
}
