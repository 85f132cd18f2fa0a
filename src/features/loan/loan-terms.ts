import { MAX_REPAYMENT_COUNT, MIN_REPAYMENT_COUNT } from '@/shared/lending/rules';

/**
 * The amount and rounds a borrower chose, per contract, carried from the info-input screen to the
 * confirm and contract screens.
 *
 * Kept in sessionStorage under `loanTerms` as `{[contractId]: {amount, count}}`, not in a Redux
 * slice: only auth and the registration draft are persisted through redux-persist (architecture),
 * and a slice without persistence would lose the figures on a reload, which the spec forbids.
 * sessionStorage rather than localStorage because a half-made loan decision belongs to the tab it
 * was made in: it survives a reload, but does not resurface days later (with stale figures) on a
 * shared phone after the tab is closed, and two tabs weighing different terms do not overwrite
 * each other. The server re-validates the figures on every call, so a hand-edited entry can only
 * produce a refused request, never a wrong loan.
 */
const STORAGE_KEY = 'loanTerms';

export interface StoredLoanTerms {
  /** Whole won. */
  amount: number;
  /** Repayment rounds, 1-12. */
  count: number;
}

type TermsByContract = Record<string, StoredLoanTerms>;

const isTerms = (value: unknown): value is StoredLoanTerms => {
  if (typeof value !== 'object' || value === null) return false;
  const { amount, count } = value as Record<string, unknown>;
  return (
    typeof amount === 'number' &&
    Number.isSafeInteger(amount) &&
    amount > 0 &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= MIN_REPAYMENT_COUNT &&
    count <= MAX_REPAYMENT_COUNT
  );
};

function readAll(): TermsByContract {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as TermsByContract)
      : {};
  } catch {
    // Unreadable JSON or storage blocked (private mode): behave as if nothing was chosen.
    return {};
  }
}

function writeAll(all: TermsByContract): boolean {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    return true;
  } catch {
    return false;
  }
}

/** The terms chosen for this contract, or null when none (or a malformed entry) is stored. */
export function readLoanTerms(contractId: number): StoredLoanTerms | null {
  const entry = readAll()[String(contractId)];
  return isTerms(entry) ? { amount: entry.amount, count: entry.count } : null;
}

/** Returns false when the browser refused to store them (the caller tells the user). */
export function saveLoanTerms(contractId: number, terms: StoredLoanTerms): boolean {
  return writeAll({ ...readAll(), [String(contractId)]: terms });
}

export function clearLoanTerms(contractId: number): void {
  const { [String(contractId)]: _dropped, ...rest } = readAll();
  writeAll(rest);
}
