/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { loanStatus, myNftItem, nftDetail } from '@/shared/api/__tests__/fixtures';
import { list, names, record, text } from '@/shared/api/wire/fields';
import { report } from '@/shared/telemetry/report';

jest.mock('@/shared/telemetry/report', () => ({ report: jest.fn() }));

// The three classes of wire field as a screen meets them: what it shows in place of a value it
// could not read, which absent values are simply absent (no warning), and that an amount the app
// acts on is never guessed.

type Name = Parameters<typeof import('@/shared/api/schemas').validateWire>[0];

/** The value read, and the fields the developer is warned of. */
async function read(name: Name, value: unknown) {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  // A schema is built on its first use and kept (fields.ts `once`): each test builds its own, so
  // what it proves is proved by it alone (a mutation run credits a field to the test that built it).
  jest.resetModules();
  const { validateWire } = await import('@/shared/api/schemas');
  const result = await validateWire(name, value);
  const warned = warn.mock.calls.map(([message]) => String(message).split(':')[0]);
  warn.mockRestore();
  return {
    value: (result as { value?: Record<string, unknown> }).value,
    issues: result.issues,
    warned,
  };
}

describe('a field only shown', () => {
  it('shows no start date for a loan not funded yet, and says nothing of it', async () => {
    const { value, warned } = await read('loanStatusSchema', loanStatus);
    expect(value?.startDate).toBeNull();
    expect(warned).toEqual([]);
    const { value: without, warned: none } = await read('loanStatusSchema', {
      ...loanStatus,
      startDate: undefined,
    });
    expect(without?.startDate).toBeNull();
    expect(none).toEqual([]);
  });

  it('warns of a start date that was sent and cannot be read', async () => {
    const { value, warned } = await read('loanStatusSchema', { ...loanStatus, startDate: '곧' });
    expect(value?.startDate).toBeNull();
    expect(warned).toEqual(['[loanStatusSchema] startDate']);
  });

  it('warns of a price that is missing, and shows none', async () => {
    const { value, warned } = await read('nftDetailSchema', { ...nftDetail, wonPrice: undefined });
    expect(value?.wonPrice).toBeNull();
    expect(warned).toEqual(['[nftDetailSchema] wonPrice']);
  });

  it('says nothing of a document or links a song does not have, but warns of unreadable ones', async () => {
    const absent = await read('nftDetailSchema', {
      ...nftDetail,
      registrationDoc: undefined,
      streamingUrls: undefined,
    });
    expect(absent.value).toMatchObject({ registrationDoc: null, streamingUrls: [] });
    expect(absent.warned).toEqual([]);
    const unreadable = await read('nftDetailSchema', {
      ...nftDetail,
      registrationDoc: { url: 'x' },
      streamingUrls: { 0: 'x' },
    });
    expect(unreadable.value).toMatchObject({ registrationDoc: null, streamingUrls: [] });
    expect(unreadable.warned.sort()).toEqual([
      '[nftDetailSchema] registrationDoc',
      '[nftDetailSchema] streamingUrls',
    ]);
  });

  it('shows progress missing from a list as 0 %, silently, and warns of unreadable progress', async () => {
    const { value, warned } = await read('myNftListSchema', {
      copyrights: [{ ...myNftItem, progress: undefined }],
    });
    expect(value).toEqual({ copyrights: [{ ...myNftItem, progress: 0 }] });
    expect(warned).toEqual([]);
    const bad = await read('myNftListSchema', { copyrights: [{ ...myNftItem, progress: '많이' }] });
    expect(bad.value).toEqual({ copyrights: [{ ...myNftItem, progress: 0 }] });
    expect(bad.warned).toEqual(['[myNftListSchema] copyrights[].progress']);
  });

  it('is still told to the team when read without a listener, naming the field, not the item', () => {
    const schema = record({ songs: list(record({ title: text() })) });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const songs = [...Array.from({ length: 11 }, (_, i) => ({ title: `곡 ${i}` })), { title: {} }];
    expect(schema.validateSync({ songs }).songs[11]).toEqual({ title: '—' });
    expect(warn.mock.calls).toEqual([
      ['[wire] songs[11].title: unreadable value, shown as a fallback'],
    ]);
    expect(report).toHaveBeenCalledWith({ kind: 'drift', call: 'wire', field: 'songs[].title' });
    warn.mockRestore();
  });

  it('reads a title on its own, outside any record', () => {
    const onFallback = jest.fn();
    expect(text().validateSync({}, { context: { onFallback } })).toBe('—');
    expect(onFallback).toHaveBeenCalledWith('');
    expect(text().validateSync(' 봄비 ', { context: { onFallback } })).toBe('봄비');
    expect(onFallback).toHaveBeenCalledTimes(1);
    // A list of names read on its own is a list, not a record to look inside.
    expect(names().validateSync(['가수 A'], { context: { onFallback } })).toEqual(['가수 A']);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });
});

describe('a field the app acts on', () => {
  it('reads a session’s tokens as sent, and refuses a blank one', async () => {
    expect((await read('tokensSchema', { accessToken: 'a.b.c', refreshToken: 'r' })).value).toEqual(
      { accessToken: 'a.b.c', refreshToken: 'r' },
    );
    const { issues } = await read('tokensSchema', { accessToken: ' ', refreshToken: 'r' });
    expect(issues?.map((issue) => issue.message)).toEqual(['accessToken is not a token']);
  });

  it('refuses a loan status whose invested amount cannot be read, rather than show a guess', async () => {
    const { issues } = await read('loanStatusSchema', { ...loanStatus, investedAmount: '25만' });
    expect(issues?.map((issue) => issue.message)).toEqual([
      'investedAmount is not an amount of won',
    ]);
  });
});
