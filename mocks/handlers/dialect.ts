/**
 * The demo backend answers in one of two spec-legal dialects (docs/wire-contract.md).
 *
 * - `canonical`: the shapes exactly as src/shared/api/wire/schemas outputs them: JSON numbers for
 *   money, rates and counts, arrays for lists, every id.
 * - `loose`: what another server written from the same spec may just as well send: ETH and rates
 *   as decimal strings, won as formatted strings ("1,250,000"), periods as "N개월", counts and
 *   days as strings, progress as "37.5%", streaming links as one comma-separated string, a
 *   missing registration document left out instead of null, the collateral's optional ids left
 *   out, unknown extra fields on every object, and one status value the app has never seen in
 *   every unfiltered my-NFT list.
 *
 * The app must show the same screens for both; the e2e journeys run against each.
 */
import { formatNumber } from '@/shared/lib/format';
import { withHostileData } from './hostile-data';
import { MAX_WON } from '@/shared/api/wire/spellings';

export const DIALECTS = ['canonical', 'loose'] as const;
export type Dialect = (typeof DIALECTS)[number];

export const isDialect = (value: unknown): value is Dialect =>
  DIALECTS.some((dialect) => dialect === value);

/** Where the browser demo remembers the chosen dialect. */
export const DIALECT_KEY = 'demoDialect';

let current: Dialect = 'canonical';

export function setDialect(dialect: Dialect): void {
  current = dialect;
}

/** A status no version of the app knows: a server that adds auctions (spec §4 mentions them). */
export const UNKNOWN_STATUS = 'AUCTION';

const WON_KEYS = new Set([
  'loanAmount',
  'monthlyInterest',
  'paymentAmount',
  'remainingInvestingMoney',
  'minimumLoanAmount',
  'maximumLoanAmount',
  'totalPayment',
  'cash',
  'totalAmount',
  'repaymentAmount',
  'lateFee',
  'totalRepaymentAmount',
  'investedAmount',
]);
const DECIMAL_KEYS = new Set([
  'ethPrice',
  'interestRate',
  'overdueRate',
  'shareCalculationRatio',
  'interestCalculationRatio',
]);
const PERIOD_KEYS = new Set(['loanPeriod', 'repaymentPeriod']);
const COUNT_KEYS = new Set(['repaymentCount', 'round', 'totalContracts', 'relativeDays']);
const PERCENT_KEYS = new Set(['progress', 'currentProgress']);
/** Ids a spec-following server may leave out of a nested copyright (api-contract "Shapes"). */
const OPTIONAL_ID_KEYS = new Set(['copyrightId', 'nftId']);

/** A decimal as a plain string, never in exponent form ("0.0000001", not "1e-7"). */
function decimalText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

function looseValue(key: string, value: unknown): unknown {
  if (typeof value === 'number') {
    if (WON_KEYS.has(key)) return key === 'cash' ? `${formatNumber(value)}원` : formatNumber(value);
    if (key === 'wonPrice') return `₩${formatNumber(value)}`;
    if (DECIMAL_KEYS.has(key)) return decimalText(value);
    if (PERIOD_KEYS.has(key)) return `${value}개월`;
    if (COUNT_KEYS.has(key)) return String(value);
    if (PERCENT_KEYS.has(key)) return `${value}%`;
  }
  if (typeof value === 'string' && PERCENT_KEYS.has(key)) return `${value}%`;
  if (key === 'streamingUrls' && Array.isArray(value)) return value.join(', ');
  return loose(value, key);
}

function looseObject(value: Record<string, unknown>, parentKey: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null && key === 'registrationDoc') continue;
    // The collateral nested in the loan calls describes the copyright without its ids.
    if (parentKey === 'copyright' && OPTIONAL_ID_KEYS.has(key)) continue;
    out[key] = looseValue(key, item);
  }
  // Fields this app has never heard of: a server's newer contract must not break it.
  out.extension = { revision: 2, note: 'unknown to the app' };
  return out;
}

function loose(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => loose(item, parentKey));
  if (typeof value === 'object' && value !== null) {
    return looseObject(value as Record<string, unknown>, parentKey);
  }
  return value;
}

/**
 * `data` of a response in the loose dialect. `unfiltered` lists (no status query) also carry one
 * item whose status the app does not know.
 */
export function toLooseDialect(data: unknown, { unfiltered }: { unfiltered: boolean }): unknown {
  const out = loose(data);
  if (unfiltered && typeof out === 'object' && out !== null && 'copyrights' in out) {
    const items = (out as { copyrights: { status?: unknown }[] }).copyrights;
    const repaying = items.find((item) => item.status === 'COMPLETED');
    if (repaying) repaying.status = UNKNOWN_STATUS;
  }
  return out;
}

/**
 * The long-data profile (docs/wire-contract.md): every title and name 300 characters (with a
 * 120-character run without a space, as a pasted link would be), every list of people 50 names
 * and every displayed valuation the largest exact won amount, so layouts can be checked for
 * sideways scrolling. Amounts the app computes with keep their real values.
 */
let longData = false;
export const LONG_DATA_KEY = 'demoLongData';

export function setLongData(on: boolean): void {
  longData = on;
}

const LONG_TEXT_KEYS = new Set(['title', 'name', 'nftName', 'loanType', 'type']);
const LONG_LIST_KEYS = new Set(['singers', 'composers', 'lyricists']);
const unbroken = 'ㅋ'.repeat(120);

/** `text` padded to 300 characters, keeping its start so screens stay recognisable. */
export function longText(text: string): string {
  const body = `${text} ${unbroken} ${'아주 긴 제목 '.repeat(30)}`;
  return body.slice(0, 300);
}

function lengthen(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    if (LONG_LIST_KEYS.has(key)) {
      return Array.from({ length: 50 }, (_, index) => `${String(value[0] ?? '이름')} ${index + 1}`);
    }
    return value.map((item) => lengthen(item, key));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        if (typeof v === 'string' && LONG_TEXT_KEYS.has(k)) return [k, longText(v)];
        if (k === 'wonPrice' && typeof v === 'number') return [k, MAX_WON];
        return [k, lengthen(v, k)];
      }),
    );
  }
  return value;
}

/**
 * A server's bug, on purpose: a contract's loan amount (which the app computes with) sent as
 * "1.250.000", which no reader takes for won. `npm run contract:check` must call it a break and
 * name its path (MOCK_UNREADABLE_AMOUNT=1, `setUnreadableAmount` in Jest).
 */
let unreadableAmount = false;

export function setUnreadableAmount(on: boolean): void {
  unreadableAmount = on;
}

function withUnreadableAmount(data: unknown): unknown {
  const contract = (data as { contract?: unknown } | null)?.contract;
  if (!unreadableAmount || typeof contract !== 'object' || contract === null) return data;
  if (!('loanAmount' in contract)) return data;
  return { ...(data as object), contract: { ...contract, loanAmount: '1.250.000' } };
}

/** `data` as the current dialect (and data profiles) sends it. */
export function inDialect(data: unknown, request: Request): unknown {
  const shaped = withUnreadableAmount(withHostileData(longData ? lengthen(data) : data));
  if (current === 'canonical' || shaped === null) return shaped;
  return toLooseDialect(shaped, { unfiltered: !new URL(request.url).searchParams.has('status') });
}
