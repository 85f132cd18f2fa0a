import { matches, queryOf, searchable } from '@/features/home/search/match';
import { indexLoans, indexSingers, searchLoans } from '@/features/home/search/search-loans';
import { listItem } from '@/features/home/__tests__/home-test-utils';

const found = (text: string, typed: string) => matches(searchable(text), queryOf(typed));

describe('matching as people type Korean', () => {
  it('ignores spaces and case', () => {
    expect(found('별빛 정류장', '별빛정류장')).toBe(true);
    expect(found('별빛 정류장', ' 빛 정 ')).toBe(true);
    expect(found('Blue Hour', 'blue hour')).toBe(true);
    expect(found('Blue Hour', 'BLUEHOUR')).toBe(true);
    expect(found('Neon 서울', 'neon서울')).toBe(true);
  });

  it('finds a title by its initial consonants (초성)', () => {
    expect(found('별빛 정류장', 'ㅂㅂ')).toBe(true);
    expect(found('별빛 정류장', 'ㅂㅂ ㅈㄹㅈ')).toBe(true);
    expect(found('별빛 정류장', 'ㅈㄹ')).toBe(true);
    expect(found('별빛 정류장', 'ㅈㅂ')).toBe(false);
    expect(found('Neon 서울', 'ㅅㅇ')).toBe(true);
  });

  it('finds a syllable while it is still being typed', () => {
    expect(found('별빛 정류장', '별ㅂ')).toBe(true);
    expect(found('별빛 정류장', '별비')).toBe(true);
    expect(found('한강의 새벽', '한가')).toBe(true);
  });

  it('finds nothing for an empty query or other words', () => {
    expect(found('별빛 정류장', '')).toBe(false);
    expect(found('별빛 정류장', '   ')).toBe(false);
    expect(found('별빛 정류장', '달빛')).toBe(false);
    expect(found('', 'ㅂ')).toBe(false);
  });
});

describe('searching the open loans', () => {
  const loans = [
    listItem(1, { copyright: { name: '첫눈 오는 날', imageUrl: '' } }),
    listItem(2, { copyright: { name: '눈꽃 엔딩', imageUrl: '' } }),
    listItem(3, { copyright: { name: 'Blue Hour', imageUrl: '' } }),
  ];
  const singers = new Map([
    [1, ['겨울아이']],
    [2, ['겨울아이']],
    [3, ['새벽달', '눈사람']],
  ]);

  it('lists what it finds by title or singer in the list’s order', () => {
    const index = indexLoans(loans);
    const find = (typed: string) => searchLoans(index, indexSingers(singers), typed);
    expect(find('눈').map((item) => item.contractId)).toEqual([1, 2, 3]);
    expect(find('ㄴ').map((item) => item.contractId)).toEqual([1, 2, 3]);
    expect(find('겨울아이').map((item) => item.contractId)).toEqual([1, 2]);
    expect(find('ㅅㅂㄷ').map((item) => item.contractId)).toEqual([3]);
    expect(find('')).toEqual([]);
  });

  it('searches by title alone when the singers are not in yet', () => {
    const index = indexLoans(loans);
    expect(searchLoans(index, new Map(), '겨울아이')).toEqual([]);
    expect(searchLoans(index, new Map(), 'blue').map((item) => item.contractId)).toEqual([3]);
  });

  it('copes with a 300-character title and a missing one', () => {
    const long = '가'.repeat(150) + ' 긴 제목 ' + 'A'.repeat(143);
    const index = indexLoans([
      listItem(4, { copyright: { name: long, imageUrl: '' } }),
      listItem(5, { copyright: { name: '', imageUrl: '' } }),
    ]);
    expect(searchLoans(index, new Map(), '긴제목').map((item) => item.contractId)).toEqual([4]);
    expect(searchLoans(index, new Map(), 'aaaa').map((item) => item.contractId)).toEqual([4]);
  });
});
