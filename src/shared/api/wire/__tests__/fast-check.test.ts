/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { toLooseDialect } from '@mocks/handlers/dialect';
import { contractListItem, nftDetail } from '@/shared/api/__tests__/fixtures';
import { fastCheck } from '@/shared/api/wire/fast-check';
import { object, string } from 'yup';
import {
  contractListSchema,
  nftCreateSchema,
  nftDetailSchema,
  predictSchema,
} from '@/shared/api/wire/schemas';

// The fast reading of a schema (decision 055). Every answer of every Jest test is also read both
// ways and compared (shared/api/schemas.ts); these are the cases where it must step aside.
describe('the fast reading of the wire schemas', () => {
  it('reads a list as yup would, in either dialect, warning once per item that fell back', () => {
    const items = [
      contractListItem,
      { ...contractListItem, contractId: 8, copyright: { imageUrl: '' } },
    ];
    const seen: string[] = [];
    const result = fastCheck(
      contractListSchema(),
      toLooseDialect({ contracts: items }, { unfiltered: true }),
      (path) => seen.push(path),
    );
    expect(result?.value).toMatchObject({
      contracts: [{ contractId: contractListItem.contractId }, { contractId: 8 }],
    });
    expect(seen).toEqual(['contracts[1].copyright.name', 'contracts[1].copyright.imageUrl']);
  });

  it('gives up, and warns of nothing, when a field it must act on does not read', () => {
    const seen: string[] = [];
    const bad = { contracts: [{ ...contractListItem, copyright: {} }, { contractId: 'seven' }] };
    expect(fastCheck(contractListSchema(), bad, (path) => seen.push(path))).toBeNull();
    expect(seen).toEqual([]);
    expect(fastCheck(contractListSchema(), { contracts: 'none' }, () => {})).toBeNull();
    expect(fastCheck(nftDetailSchema(), null, () => {})).toBeNull();
    // A list sent as an object, and a record sent as nothing, even one whose fields may be absent.
    expect(
      fastCheck(contractListSchema(), { contracts: { 0: contractListItem } }, () => {}),
    ).toBeNull();
    expect(fastCheck(nftCreateSchema(), null, () => {})).toBeNull();
    // An amount the app would act on, alone unreadable.
    expect(fastCheck(predictSchema(), { ethPrice: 1.25, wonPrice: '12억' }, () => {})).toBeNull();
    expect(fastCheck(predictSchema(), { ethPrice: 1.25, wonPrice: '5,000,000' }, () => {})).toEqual(
      {
        value: { ethPrice: 1.25, wonPrice: 5_000_000 },
      },
    );
  });

  it('steps aside for a schema that is not one of the wire’s', () => {
    expect(fastCheck(object({ title: string() }), { title: '여름 밤' }, () => {})).toBeNull();
    expect(
      fastCheck(nftCreateSchema().shape({ note: string() }), { copyrightId: 1 }, () => {}),
    ).toBeNull();
  });

  it('leaves an absent optional id out, as yup does, and refuses an unreadable one', () => {
    expect(fastCheck(nftCreateSchema(), {}, () => {})).toStrictEqual({ value: {} });
    expect(fastCheck(nftCreateSchema(), { copyrightId: null }, () => {})).toStrictEqual({
      value: {},
    });
    expect(fastCheck(nftCreateSchema(), { copyrightId: 'x' }, () => {})).toBeNull();
    expect(
      fastCheck(nftDetailSchema(), { ...nftDetail, surplus: 1 }, () => {})?.value,
    ).not.toHaveProperty('surplus');
  });
});
