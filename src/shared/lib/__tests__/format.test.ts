/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  floorWon,
  formatAnnualRate,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEth,
  formatMegabytes,
  formatProgress,
  formatRatePercent,
  formatRelativeDays,
  formatWon,
  isProgressHigh,
  rateToBasisPoints,
  truncatedPercent,
} from '@/shared/lib/format';
import { safeHttpUrl } from '@/shared/lib/safe-url';

describe('won', () => {
  // Grouped by hand (no Intl on the first screen's path), so every boundary is pinned here.
  it.each([
    [0, '0원'],
    [7, '7원'],
    [999, '999원'],
    [1000, '1,000원'],
    [12_345, '12,345원'],
    [100_000, '100,000원'],
    [1_234_567, '1,234,567원'],
    [100_000_000, '100,000,000원'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991원'],
    [1e21, '1,000,000,000,000,000,000,000원'],
    [-1000, '-1,000원'],
    [-999, '-999원'],
    [1234.99, '1,234원'],
    [-1234.99, '-1,234원'],
    [-0.5, '0원'],
    [Number.NaN, '0원'],
    [Number.POSITIVE_INFINITY, '0원'],
    [Number.NEGATIVE_INFINITY, '0원'],
  ])('%p won shows as %s', (won, text) => {
    expect(formatWon(won)).toBe(text);
  });

  it('floors products that floats push just under an integer', () => {
    expect(1200 * (0.57 / 12)).not.toBe(57);
    expect(floorWon(1200 * (0.57 / 12))).toBe(57);
    expect(floorWon(10000 * (0.57 / 12))).toBe(475);
    expect(floorWon(1234.9)).toBe(1234);
    expect(floorWon(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('rates', () => {
  it.each([
    [0.29, 29],
    [0.57, 57],
    [0.115, 11],
    [0.12, 12],
    [0.07, 7],
    [0.1, 10],
    [0.999, 99],
    [0.0599, 5],
    [0.14, 14],
    [0.28, 28],
    [0.58, 58],
  ])('%p shows as %p whole percent', (rate, percent) => {
    expect(truncatedPercent(rate)).toBe(percent);
  });

  it('shows every basis point from 0 to 100 % exactly', () => {
    // One comparison of the whole range (20,002 expect calls took seconds and said no more).
    const wrong: string[] = [];
    for (let bps = 0; bps <= 10000; bps += 1) {
      const rate = bps / 10000;
      if (truncatedPercent(rate) !== Math.trunc(bps / 100)) wrong.push(`${rate} → percent`);
      if (rateToBasisPoints(rate) !== bps) wrong.push(`${rate} → basis points`);
    }
    expect(wrong).toEqual([]);
  });

  it('labels the annual rate', () => {
    expect(formatAnnualRate(0.29)).toBe('연 29%');
  });

  it('formats a rate with decimals', () => {
    expect(formatRatePercent(0.05)).toBe('5%');
    expect(formatRatePercent(0.115)).toBe('11.5%');
    expect(formatRatePercent(0.0123)).toBe('1.23%');
  });
});

describe('decimals and progress', () => {
  it('rounds half up to two decimals without float noise', () => {
    expect(formatDecimal(33.33333)).toBe('33.33');
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal(50)).toBe('50');
    expect(formatDecimal(12.5)).toBe('12.5');
    expect(formatDecimal(1234.5)).toBe('1,234.5');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('reads percent strings', () => {
    expect(formatProgress('37.5')).toBe('37.5%');
    expect(formatProgress('100')).toBe('100%');
    expect(formatProgress('oops')).toBe('0%');
    expect(formatProgress(120)).toBe('100%');
    expect(isProgressHigh('50')).toBe(true);
    expect(isProgressHigh('49.9')).toBe(false);
  });
});

describe('dates', () => {
  it('shows calendar dates as they are', () => {
    expect(formatDate('2026-01-31')).toBe('2026.01.31');
  });

  it('shows instants in Korea time', () => {
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026.11.22');
    expect(formatDate('2026-11-21T14:59:59Z')).toBe('2026.11.21');
    expect(formatDate('not a date')).toBe('-');
  });

  it('labels days to or since a date', () => {
    expect(formatRelativeDays(3)).toBe('D-3');
    expect(formatRelativeDays(0)).toBe('D-Day');
    expect(formatRelativeDays(-2)).toBe('D+2');
  });
});

describe('other units', () => {
  it('shows ETH with up to four decimals', () => {
    expect(formatEth(1.23456)).toBe('1.2346 ETH');
    expect(formatEth(2)).toBe('2 ETH');
  });

  it('shows file sizes in MB with two decimals', () => {
    expect(formatMegabytes(3 * 1024 * 1024)).toBe('3.00MB');
    expect(formatMegabytes(6_291_456 + 10_000)).toBe('6.01MB');
    expect(formatMegabytes(0)).toBe('0.00MB');
  });
});

describe('what the server did not send', () => {
  it('is a dash in every figure, never 0 or “null”', () => {
    expect(formatWon(null)).toBe('—');
    expect(formatAnnualRate(null)).toBe('연 —');
    expect(formatRatePercent(null)).toBe('—');
    expect(formatProgress(null)).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatRelativeDays(null)).toBe('—');
    expect(formatEth(null)).toBe('—');
  });

  it('shows a figure that is not a number as 0, and a negative one with its sign', () => {
    expect(formatDecimal(Number.NaN)).toBe('0');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatDecimal(-1.5)).toBe('-1.5');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('takes a calendar date as written and refuses one inside other text', () => {
    // An engine would read 2026-02-30 as 2 March; the screen shows what was sent.
    expect(formatDate('2026-02-30')).toBe('2026.02.30');
    expect(formatDate('x2026-03-15')).toBe('-');
    expect(formatDate('2026-03-15x')).toBe('-');
    expect(formatDate('2026-03-14T15:00:00Z')).toBe('2026.03.15');
  });

  it('shows a moment to the minute in Korea time', () => {
    expect(formatDateTime('2026-12-01T10:55:00Z')).toBe('2026.12.01 19:55');
    expect(formatDateTime('2026-11-30T15:05:00Z')).toBe('2026.12.01 00:05');
    expect(formatDateTime('곧')).toBe('-');
  });
});

describe('safeHttpUrl', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://music.example.com/a')).toBe('https://music.example.com/a');
    expect(safeHttpUrl(' http://x.test ')).toBe('http://x.test/');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://x.test', 'not a url', '', null])(
    'refuses %p',
    (value) => {
      expect(safeHttpUrl(value)).toBeNull();
    },
  );
});
