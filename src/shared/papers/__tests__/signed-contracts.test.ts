/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { IDBFactory } from 'fake-indexeddb';
import { loanTerms } from '@/shared/api/__tests__/fixtures';
import type { KeyValueStore } from '@/shared/lib/idb-store';
import {
  createPaperShelf,
  MAX_COPIES,
  paperIdOf,
  sanitizeCopies,
  SIGNED_CONTRACTS_KEY,
  type SignedContractCopy,
} from '@/shared/papers/signed-contracts';

// The borrower's signed copy of a contract, kept on the phone and read back when 내 계약서 opens:
// a copy is shown only when every figure the document prints reads as this app wrote it.

const copy = (patch: Partial<SignedContractCopy> = {}): SignedContractCopy => ({
  paperId: 'c7-1767225600000',
  account: 'borrower1',
  contractId: 7,
  copyrightId: 3,
  signedAt: '2026-01-01T00:00:00.000Z',
  signerName: '김차용',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  borrowerName: '김차용',
  terms: loanTerms,
  ...patch,
});

const withTerms = (
  patch: Record<string, unknown>,
  part: 'loanCondition' | 'copyright' = 'loanCondition',
) => copy({ terms: { ...loanTerms, [part]: { ...loanTerms[part], ...patch } } as never });

describe('a stored copy read back', () => {
  it('names a copy by its contract and the instant it was signed', () => {
    expect(paperIdOf(7, '2026-01-01T00:00:00.000Z')).toBe('c7-1767225600000');
  });

  it('reads a copy this app wrote as it was written', () => {
    expect(sanitizeCopies([copy()])).toEqual([copy()]);
    expect(sanitizeCopies([copy({ borrowerName: null })])[0].borrowerName).toBeNull();
    // A copy of a song with no price yet still reads.
    const unpriced = withTerms({ ethPrice: null, wonPrice: null }, 'copyright');
    expect(sanitizeCopies([unpriced])).toEqual([unpriced]);
  });

  it('takes a borrower name that is not text as none, and drops what the document does not read', () => {
    const stored = { ...copy(), borrowerName: 42, extra: 'x' };
    const [read] = sanitizeCopies([stored]);
    expect(read.borrowerName).toBeNull();
    expect(read).not.toHaveProperty('extra');
  });

  it('lists the newest signature first', () => {
    const older = copy({ paperId: 'a', signedAt: '2026-01-01T00:00:00.000Z' });
    const newer = copy({ paperId: 'b', signedAt: '2026-02-01T00:00:00.000Z' });
    expect(sanitizeCopies([older, newer]).map((c) => c.paperId)).toEqual(['b', 'a']);
    expect(sanitizeCopies([newer, older]).map((c) => c.paperId)).toEqual(['b', 'a']);
  });

  it('reads nothing from a record that is not a list', () => {
    expect(sanitizeCopies(undefined)).toEqual([]);
    expect(sanitizeCopies({ 0: copy() })).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['not an object', 'c7'],
    ['nothing', null],
    ['a list', [copy()]],
    ['no paper id', { ...copy(), paperId: 7 }],
    ['no account', { ...copy(), account: null }],
    ['a contract id that is not whole', { ...copy(), contractId: 7.5 }],
    ['a copyright id as text', { ...copy(), copyrightId: '3' }],
    ['no signing time', { ...copy(), signedAt: 0 }],
    ['a signing time that is not a date', copy({ signedAt: 'yesterday' })],
    ['no signer name', { ...copy(), signerName: undefined }],
    ['no signature', { ...copy(), signature: null }],
    ['a signature that is not a PNG', copy({ signature: 'data:image/svg+xml;base64,PHN2Zz4=' })],
    [
      'a signature with a script after it',
      copy({ signature: 'data:image/png;base64,AA==<script>' }),
    ],
    ['no terms', copy({ terms: null as never })],
    ['terms without the loan', { ...copy(), terms: { copyright: loanTerms.copyright } }],
    ['terms without the song', { ...copy(), terms: { loanCondition: loanTerms.loanCondition } }],
    ['no loan type', withTerms({ loanType: 3 })],
    ['a period that is not whole', withTerms({ loanPeriod: 6.5 })],
    ['an amount as text', withTerms({ loanAmount: '1000000' })],
    ['a monthly interest that is not whole', withTerms({ monthlyInterest: 10_000.5 })],
    ['no total payment', withTerms({ totalPayment: undefined })],
    ['a repayment count past exact integers', withTerms({ repaymentCount: 2 ** 53 })],
    ['a rate that is not a number', withTerms({ interestRate: '12%' })],
    ['an overdue rate that is not finite', withTerms({ overdueRate: Number.POSITIVE_INFINITY })],
    ['no title', withTerms({ title: null }, 'copyright')],
    ['no cover address', withTerms({ imageUrl: undefined }, 'copyright')],
    ['an ETH price as text', withTerms({ ethPrice: '1.25' }, 'copyright')],
    ['a won price that is not whole', withTerms({ wonPrice: 5_000_000.5 }, 'copyright')],
    ['singers that are not a list', withTerms({ singers: '가수 A' }, 'copyright')],
    ['a composer that is not text', withTerms({ composers: ['작곡가 B', 1] }, 'copyright')],
    ['no lyricists', withTerms({ lyricists: undefined }, 'copyright')],
  ])('leaves out a record with %s, and keeps the rest', (_what, bad) => {
    expect(sanitizeCopies([bad, copy({ paperId: 'good' })]).map((c) => c.paperId)).toEqual([
      'good',
    ]);
  });
});

describe('the shelf on the phone', () => {
  const memory = () => {
    const records = new Map<string, unknown>();
    const store: KeyValueStore = {
      get: async (key) => records.get(key),
      write: async (put) => {
        for (const [key, value] of Object.entries(put)) records.set(key, value);
      },
    };
    return { records, store };
  };

  it('keeps a new copy first, replaces one signed again, and removes one', async () => {
    const { records, store } = memory();
    const shelf = createPaperShelf(() => store);
    const first = copy({ paperId: 'a', signedAt: '2026-01-01T00:00:00.000Z' });
    const second = copy({ paperId: 'b', signedAt: '2026-02-01T00:00:00.000Z' });
    expect(await shelf.read()).toEqual([]);
    await shelf.add(first);
    expect(await shelf.add(second)).toEqual([second, first]);
    const again = { ...first, signerName: '김차용 (다시)' };
    expect(await shelf.add(again)).toEqual([again, second]);
    expect(await shelf.remove('a')).toEqual([second]);
    expect(records.get(SIGNED_CONTRACTS_KEY)).toEqual([second]);
  });

  it(`keeps at most ${MAX_COPIES} copies, the oldest making room`, async () => {
    const { store } = memory();
    const shelf = createPaperShelf(() => store);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    let kept: SignedContractCopy[] = [];
    for (let i = 0; i <= MAX_COPIES; i += 1) {
      kept = await shelf.add(copy({ paperId: `p${i}`, signedAt: at(i) }));
    }
    expect(kept).toHaveLength(MAX_COPIES);
    expect(kept[0].paperId).toBe(`p${MAX_COPIES}`);
    expect(kept.map((c) => c.paperId)).not.toContain('p0');
  });

  it('opens the store once, and refuses every call on a phone without one', async () => {
    const { store } = memory();
    const open = jest.fn(() => store);
    const shelf = createPaperShelf(open);
    await shelf.read();
    await shelf.add(copy());
    expect(open).toHaveBeenCalledTimes(1);

    const without = createPaperShelf(() => null);
    await expect(without.read()).rejects.toThrow('IndexedDB is not available');
    await expect(without.add(copy())).rejects.toThrow('IndexedDB is not available');
    await expect(without.remove('a')).rejects.toThrow('IndexedDB is not available');
  });

  it('keeps copies in the phone’s IndexedDB where there is one', async () => {
    const globals = globalThis as { indexedDB?: IDBFactory };
    globals.indexedDB = new IDBFactory();
    try {
      await createPaperShelf().add(copy());
      expect(await createPaperShelf().read()).toEqual([copy()]);
    } finally {
      delete globals.indexedDB;
    }
  });

  it('finds no IndexedDB in an engine without one', async () => {
    // The Node test environment has no indexedDB, as some private modes have none.
    await expect(createPaperShelf().read()).rejects.toThrow('IndexedDB is not available');
  });
});
