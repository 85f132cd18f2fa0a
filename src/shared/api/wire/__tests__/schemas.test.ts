/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { toLooseDialect, UNKNOWN_STATUS } from '@mocks/handlers/dialect';
import {
  confirmedContracts,
  contractDetail,
  contractListItem,
  investInfo,
  loanInfo,
  loanTerms,
  myNftItem,
  nftDetail,
} from '@/shared/api/__tests__/fixtures';
import { validateWire } from '@/shared/api/schemas';
import { MISSING_TEXT } from '@/shared/api/wire/normalise';

type Name = Parameters<typeof validateWire>[0];

async function read(name: Name, value: unknown) {
  const result = await validateWire(name, value);
  if (result.issues) throw new Error(result.issues.map((issue) => issue.message).join('; '));
  return result.value as Record<string, unknown>;
}

async function issuesOf(name: Name, value: unknown) {
  const result = await validateWire(name, value);
  return (result.issues ?? []).map((issue) => issue.message);
}

const canonical: [Name, unknown][] = [
  ['contractListSchema', { contracts: [contractListItem] }],
  ['myNftListSchema', { copyrights: [myNftItem] }],
  ['nftDetailSchema', nftDetail],
  ['contractDetailSchema', contractDetail],
  ['investInfoSchema', investInfo],
  ['loanInfoSchema', loanInfo],
  ['loanTermsSchema', loanTerms],
  ['confirmedContractsSchema', confirmedContracts],
  ['predictSchema', { ethPrice: 1.25, wonPrice: 5_000_000 }],
];

describe('the wire contract: both dialects read as one', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each(canonical)('%s reads the canonical dialect as it is, silently', async (name, data) => {
    expect(await read(name, data)).toEqual(data);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(canonical)(
    '%s reads the loose dialect (strings, "N개월", "1,250,000", extra fields) as the canonical one',
    async (name, data) => {
      const loose = toLooseDialect(data, { unfiltered: false });
      expect(JSON.stringify(loose)).not.toEqual(JSON.stringify(data));
      const value = await read(name, loose);
      // Ids a server may leave out of the nested collateral are simply absent.
      const expected = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
      if (name === 'loanInfoSchema' || name === 'loanTermsSchema') {
        const { copyrightId: _c, nftId: _n, ...collateral } = loanTerms.copyright;
        expected.copyright = collateral;
      }
      expect(value).toEqual(expected);
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('keeps a status the app does not know, and the rest of the list', async () => {
    const loose = toLooseDialect(
      { copyrights: [myNftItem, { ...myNftItem, copyrightId: 4, status: 'COMPLETED' }] },
      { unfiltered: true },
    );
    const value = (await read('myNftListSchema', loose)) as {
      copyrights: { copyrightId: number; status: string }[];
    };
    expect(value.copyrights.map((item) => [item.copyrightId, item.status])).toEqual([
      [3, 'INVESTING'],
      [4, UNKNOWN_STATUS],
    ]);
  });
});

describe('exact fields: an unreadable value fails the response, naming the field', () => {
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each<[string, Name, unknown, string]>([
    [
      'an amount used in arithmetic',
      'investInfoSchema',
      { ...investInfo, maximumLoanAmount: 'abc' },
      'maximumLoanAmount is not an amount of won',
    ],
    [
      'an amount in exponent form',
      'contractDetailSchema',
      { ...contractDetail, contract: { ...contractDetail.contract, loanAmount: '12.5e3' } },
      'contract.loanAmount is not an amount of won',
    ],
    [
      'an empty amount',
      'loanInfoSchema',
      { ...loanInfo, minimumLoanAmount: '' },
      'minimumLoanAmount is not an amount of won',
    ],
    [
      'a rate in words',
      'investInfoSchema',
      { ...investInfo, interestCalculationRatio: 'one percent' },
      'interestCalculationRatio is not a rate',
    ],
    [
      'an id used in an address',
      'contractListSchema',
      { contracts: [{ ...contractListItem, contractId: 'seven' }] },
      'contracts[0].contractId is not an id',
    ],
    [
      'a flag given as text',
      'nftDetailSchema',
      { ...nftDetail, isRegistered: 'true' },
      'isRegistered is not true or false',
    ],
    [
      'a missing period',
      'loanTermsSchema',
      { ...loanTerms, loanCondition: { ...loanTerms.loanCondition, loanPeriod: undefined } },
      'loanCondition.loanPeriod must be defined',
    ],
  ])('%s', async (_label, name, value, message) => {
    expect(await issuesOf(name, value)).toContain(message);
  });

  it('a present but unreadable optional id fails; an absent one does not', async () => {
    expect(await issuesOf('nftDetailSchema', { ...nftDetail, contractId: 'x' })).toContain(
      'contractId is not an id',
    );
    const { contractId: _omitted, ...withoutContract } = nftDetail;
    expect((await read('nftDetailSchema', withoutContract)).contractId).toBeUndefined();
    expect((await read('nftDetailSchema', { ...nftDetail, contractId: null })).contractId).toBe(
      undefined,
    );
  });

  it('a missing object the screen is about fails the response', async () => {
    const { progress: _omitted, ...withoutProgress } = contractDetail;
    expect(await issuesOf('contractDetailSchema', withoutProgress)).toContain(
      'progress must be defined',
    );
  });
});

describe('display-only fields: a fallback and one warning naming the field', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows "—" for a missing title and empty lists for unreadable names', async () => {
    const value = await read('nftDetailSchema', {
      ...nftDetail,
      title: null,
      singers: { first: 'A' },
      wonPrice: 'lots',
      imageUrl: 42.5,
    });
    expect(value).toMatchObject({
      title: MISSING_TEXT,
      singers: [],
      wonPrice: null,
      imageUrl: '42.5',
      ethPrice: 1.25,
    });
    const messages = warn.mock.calls.map(([message]) => String(message));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('nftDetailSchema] title'),
        expect.stringContaining('nftDetailSchema] singers'),
        expect.stringContaining('nftDetailSchema] wonPrice'),
      ]),
    );
  });

  it('warns once per field, not once per list item', async () => {
    const items = Array.from({ length: 5 }, (_, index) => ({
      ...contractListItem,
      contractId: index + 1,
      copyright: { imageUrl: '' },
    }));
    const value = (await read('contractListSchema', { contracts: items })) as {
      contracts: { copyright: { name: string } }[];
    };
    expect(value.contracts.every((item) => item.copyright.name === MISSING_TEXT)).toBe(true);
    const nameWarnings = warn.mock.calls.filter(([message]) =>
      String(message).includes('contracts[].copyright.name'),
    );
    expect(nameWarnings).toHaveLength(1);
    expect(String(nameWarnings[0][0])).toContain('in 5 items');
  });

  it('a missing party falls back field by field instead of failing the contract', async () => {
    const { user: _omitted, ...withoutUser } = contractDetail;
    const value = (await read('contractDetailSchema', withoutUser)) as {
      user: { name: string; job: string };
    };
    expect(value.user).toEqual({ name: MISSING_TEXT, job: '' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('contractDetailSchema] user'));
  });

  it('an absent registration document or streaming list is normal, not a warning', async () => {
    const { registrationDoc: _doc, streamingUrls: _urls, ...bare } = nftDetail;
    const value = await read('nftDetailSchema', bare);
    expect(value).toMatchObject({ registrationDoc: null, streamingUrls: [] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('a missing my-NFT progress is 0 (spec §3), and HTML stays text', async () => {
    const { progress: _omitted, ...withoutProgress } = myNftItem;
    const value = (await read('myNftListSchema', {
      copyrights: [{ ...withoutProgress, title: '<img src=x onerror=alert(1)>' }],
    })) as { copyrights: { progress: number; title: string }[] };
    expect(value.copyrights[0]).toMatchObject({
      progress: 0,
      title: '<img src=x onerror=alert(1)>',
    });
  });
});
