import { contractDetailSchema, myNftListSchema, nftDetailSchema } from '../response-schemas';
import { splitCommaList } from '../split-comma-list';
import { contractDetail, myNftItem, nftDetail } from './fixtures';

const check = <T>(schema: { validateSync: (value: unknown) => T }, value: unknown) =>
  schema.validateSync(value);

describe('response schemas', () => {
  it('accepts streamingUrls as an array and keeps it', () => {
    expect(check(nftDetailSchema, nftDetail).streamingUrls).toEqual([
      'https://music.example/a',
      'https://music.example/b',
    ]);
  });

  it('turns a comma-separated streamingUrls string into a list', () => {
    const value = check(nftDetailSchema, {
      ...nftDetail,
      streamingUrls: 'https://music.example/a, https://music.example/b,',
    });
    expect(value.streamingUrls).toEqual(['https://music.example/a', 'https://music.example/b']);
  });

  it('turns an empty streamingUrls string into an empty list', () => {
    expect(check(nftDetailSchema, { ...nftDetail, streamingUrls: '' }).streamingUrls).toEqual([]);
  });

  it('normalises the contract page copyright streamingUrls the same way', () => {
    const value = check(contractDetailSchema, {
      ...contractDetail,
      copyright: {
        ...contractDetail.copyright,
        streamingUrls: 'https://a.example,https://b.example',
      },
    });
    expect(value.copyright.streamingUrls).toEqual(['https://a.example', 'https://b.example']);
  });

  it.each([
    ['a number', 5],
    ['a list with a number', ['https://a.example', 5]],
    ['null', null],
  ])('rejects streamingUrls given as %s', (_label, streamingUrls) => {
    expect(() => check(nftDetailSchema, { ...nftDetail, streamingUrls })).toThrow();
  });

  it('defaults a missing my-NFT progress to 0 but rejects a non-number one', () => {
    const { progress: _omitted, ...withoutProgress } = myNftItem;
    expect(check(myNftListSchema, { copyrights: [withoutProgress] }).copyrights[0].progress).toBe(
      0,
    );
    expect(() =>
      check(myNftListSchema, { copyrights: [{ ...myNftItem, progress: '37.5' }] }),
    ).toThrow();
  });

  it('rejects a status outside the spec values', () => {
    expect(() =>
      check(myNftListSchema, { copyrights: [{ ...myNftItem, status: 'SOLD' }] }),
    ).toThrow();
  });

  it('does not coerce a numeric string into a number or a number into a string', () => {
    expect(() => check(nftDetailSchema, { ...nftDetail, wonPrice: '5000000' })).toThrow();
    expect(() => check(nftDetailSchema, { ...nftDetail, title: 5 })).toThrow();
    expect(() => check(nftDetailSchema, { ...nftDetail, singers: [1] })).toThrow();
    expect(() => check(nftDetailSchema, { ...nftDetail, isRegistered: 'true' })).toThrow();
  });

  it('accepts a copyright without a registration document or contract', () => {
    const value = check(nftDetailSchema, { ...nftDetail, registrationDoc: null, contractId: null });
    expect(value.registrationDoc).toBeNull();
    expect(value.contractId).toBeNull();
  });

  it('requires nested objects to be present', () => {
    const { progress: _omitted, ...withoutProgress } = contractDetail;
    expect(() => check(contractDetailSchema, withoutProgress)).toThrow();
  });

  it('splits comma lists, dropping blanks', () => {
    expect(splitCommaList(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
  });
});
