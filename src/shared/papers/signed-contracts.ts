import type { LoanTerms } from '@/shared/api/wire/loan-schemas';
import { isObject } from '@/shared/lib/is-object';
import { createIdbStore, type KeyValueStore } from '@/shared/lib/idb-store';

/**
 * A copy of a loan contract as the borrower signed it, kept on this phone only (IndexedDB, the
 * store the registration draft's files use) and never sent anywhere: the agreement call carries
 * only the amount and the rounds (spec §7 row 16). Everything the document showed is here, so it
 * reads the same after the server has moved on.
 */
export interface SignedContractCopy {
  /** This copy's own key: `c<contractId>-<signed at, ms>`. */
  paperId: string;
  /** Whose copy: the login id of the session that signed ('' when the session had none). */
  account: string;
  contractId: number;
  copyrightId: number;
  /** When 제출 was confirmed by the server (ISO instant). */
  signedAt: string;
  /** The name typed above the signature. */
  signerName: string;
  /** The signature as drawn (or written from the name), a PNG data URL. */
  signature: string;
  /** The borrower's name as article 1 showed it; null when the server did not give one. */
  borrowerName: string | null;
  /** The terms and the collateral as the document showed them (GET loans/agreement). */
  terms: LoanTerms;
}

/** The one record that holds every copy on this phone, in the app's key-value store. */
export const SIGNED_CONTRACTS_KEY = 'signedContracts';

/** A phone is not an archive: past this many, the oldest copy makes room. */
export const MAX_COPIES = 50;

export const paperIdOf = (contractId: number, signedAt: string) =>
  `c${contractId}-${Date.parse(signedAt)}`;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

const isWhole = (value: unknown) => Number.isSafeInteger(value);
const isRate = (value: unknown) => Number.isFinite(value);
const orNull = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === null || check(value);
const isNames = (value: unknown) =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/**
 * The stored terms, when they have every field the document reads in the form the wire schemas
 * gave it (this app wrote them from a checked answer; anything else is a hand edit or an old
 * version). Read quietly: a stored copy is not the server drifting.
 */
function termsOf(value: unknown): LoanTerms | null {
  if (!isObject(value) || !isObject(value.copyright) || !isObject(value.loanCondition)) return null;
  const { copyright: song, loanCondition: terms } = value;
  const readable =
    typeof terms.loanType === 'string' &&
    [
      terms.loanPeriod,
      terms.loanAmount,
      terms.monthlyInterest,
      terms.totalPayment,
      terms.repaymentCount,
    ].every(isWhole) &&
    [terms.interestRate, terms.overdueRate].every(isRate) &&
    typeof song.title === 'string' &&
    typeof song.imageUrl === 'string' &&
    orNull(isRate)(song.ethPrice) &&
    orNull(isWhole)(song.wonPrice) &&
    [song.singers, song.composers, song.lyricists].every(isNames);
  return readable ? (value as LoanTerms) : null;
}

/** One stored record read back, or null when it is not a copy this app wrote. */
function copyOf(value: unknown): SignedContractCopy | null {
  if (!isObject(value)) return null;
  const { paperId, account, contractId, copyrightId, signedAt, signerName, signature } = value;
  if (
    typeof paperId !== 'string' ||
    typeof account !== 'string' ||
    !Number.isSafeInteger(contractId) ||
    !Number.isSafeInteger(copyrightId) ||
    typeof signedAt !== 'string' ||
    Number.isNaN(Date.parse(signedAt)) ||
    typeof signerName !== 'string' ||
    // Stryker disable next-line ConditionalExpression: a stored value that is not text never matches the PNG pattern either
    typeof signature !== 'string' ||
    !PNG_DATA_URL.test(signature)
  ) {
    return null;
  }
  const terms = termsOf(value.terms);
  if (!terms) return null;
  return {
    paperId,
    account,
    contractId: contractId as number,
    copyrightId: copyrightId as number,
    signedAt,
    signerName,
    signature,
    borrowerName: typeof value.borrowerName === 'string' ? value.borrowerName : null,
    terms,
  };
}

/** Every readable copy stored, newest first; what cannot be read is left out, not deleted. */
export function sanitizeCopies(stored: unknown): SignedContractCopy[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .map(copyOf)
    .filter((copy): copy is SignedContractCopy => copy !== null)
    .sort((a, b) => Date.parse(b.signedAt) - Date.parse(a.signedAt));
}

export interface PaperShelf {
  read: () => Promise<SignedContractCopy[]>;
  /** Keeps `copy` and returns every copy now stored. */
  add: (copy: SignedContractCopy) => Promise<SignedContractCopy[]>;
  /** Deletes the copy and returns every copy left. */
  remove: (paperId: string) => Promise<SignedContractCopy[]>;
}

/**
 * The copies in IndexedDB. No IndexedDB (some private modes) or a refused open rejects each call:
 * the screens say that copies cannot be kept on this phone, and nothing falls back to
 * localStorage, whose ~5 MB a few signatures would fill beside the session.
 */
export function createPaperShelf(
  open: () => KeyValueStore | null = () =>
    typeof indexedDB === 'undefined' ? null : createIdbStore(),
): PaperShelf {
  let store: KeyValueStore | null = null;
  const kv = () => {
    store ??= open();
    if (!store) throw new Error('IndexedDB is not available');
    return store;
  };
  const read = async () => sanitizeCopies(await kv().get(SIGNED_CONTRACTS_KEY));
  const write = async (copies: SignedContractCopy[]) => {
    await kv().write({ [SIGNED_CONTRACTS_KEY]: copies });
    return copies;
  };
  return {
    read,
    add: async (copy) => {
      const others = (await read()).filter((kept) => kept.paperId !== copy.paperId);
      return write([copy, ...others].slice(0, MAX_COPIES));
    },
    remove: async (paperId) => write((await read()).filter((kept) => kept.paperId !== paperId)),
  };
}
