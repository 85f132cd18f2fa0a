/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { buildIcs, escapeText, foldLine } from '@/shared/lib/ics';

const now = new Date('2026-11-23T03:04:05Z');
const unfold = (text: string) => text.replace(/\r\n /g, '');

test('one timed event per round in Asia/Seoul, each with an alarm the day before', () => {
  const text = buildIcs(
    '뮤직론 상환 일정',
    [
      { uid: 'r-1@musicloan', date: '2026-12-23', title: '봄비 1회차 상환 6,416원' },
      // An instant is read in Korea time: 15:00 UTC on the 22nd is the 23rd in Seoul.
      { uid: 'r-2@musicloan', date: '2027-01-22T15:00:00Z', title: '봄비 2회차 상환 706,416원' },
    ],
    now,
  );
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
    true,
  );
  const lines = unfold(text).split('\r\n');
  expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines).toContain('DTSTART;TZID=Asia/Seoul:20261223T090000');
  expect(lines).toContain('DTSTART;TZID=Asia/Seoul:20270123T090000');
  expect(lines).toContain('SUMMARY:봄비 2회차 상환 706\\,416원');
  expect(lines.filter((l) => l === 'TRIGGER:-P1D')).toHaveLength(2);
  expect(lines).toContain('DTSTAMP:20261123T030405Z');
  expect(lines).toContain('TZOFFSETTO:+0900');
});

test('text escapes the characters RFC 5545 reserves', () => {
  expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
});

test('long Korean lines fold at 75 octets without splitting a character', () => {
  const line = `SUMMARY:${'가'.repeat(60)}`;
  const folded = foldLine(line);
  for (const part of folded.split('\r\n')) {
    expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
  }
  expect(folded.replace(/\r\n /g, '')).toBe(line);
});

test('an unreadable date is refused rather than put on the wrong day', () => {
  expect(() => buildIcs('x', [{ uid: 'u', date: 'soon', title: 't' }], now)).toThrow();
});

test('an event says what it is for when it has a description, and says nothing more without one', () => {
  const text = buildIcs(
    'x',
    [
      { uid: 'a', date: '2026-12-23', title: '봄비', description: '3회차, 6,416원' },
      { uid: 'b', date: '2026-12-24', title: '여름' },
    ],
    now,
  );
  const descriptions = unfold(text)
    .split('\r\n')
    .filter((line) => line.startsWith('DESCRIPTION:'));
  // Every line is a property a calendar reads, and nothing else.
  expect(
    unfold(text)
      .trimEnd()
      .split('\r\n')
      .filter((line) => !/^[A-Z-]+[:;]/.test(line)),
  ).toEqual([]);
  expect(descriptions).toEqual([
    'DESCRIPTION:3회차\\, 6\\,416원',
    'DESCRIPTION:내일: 봄비',
    'DESCRIPTION:내일: 여름',
  ]);
});

test('a line of 75 octets stays whole; after it each continuation holds 74 and its space', () => {
  expect(foldLine('A'.repeat(75))).toBe('A'.repeat(75));
  expect(foldLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  expect(foldLine('A'.repeat(75 + 74 + 1))).toBe(`${'A'.repeat(75)}\r\n ${'A'.repeat(74)}\r\n A`);
});
