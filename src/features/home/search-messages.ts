/**
 * The search and watchlist screens' words: a module of their own, so home's first download
 * carries only home's (messages.ts).
 */
export const searchMessages = {
  searchResults: '검색 결과',
  searchResultCount: (count: string) => `검색 결과 ${count}건`,
  searchNoMatch: (query: string) => `‘${query}’에 맞는 대출이 없어요.`,
  searchHint: '곡명이나 가수명, 초성(ㅂㅂ)으로 찾아보세요.',
  searchSingersLoading: '가수명으로 찾을 정보를 불러오는 중이에요.',
  singersSearchedIn: (total: string, looked: number) =>
    `곡명은 대출 ${total}건 모두에서, 가수명은 목록 앞의 ${looked}건에서 찾았어요.`,
  recentSearchesTitle: '최근 검색어',
  recentSearchesEmpty: '최근 검색어가 없어요.',
  recentSearchesClear: '전체 삭제',
  recentSearchRemove: (query: string) => `${query} 검색어 삭제`,
} as const;

/** The watchlist (관심 대출) screen's words. */
export const watchMessages = {
  title: '관심 대출',
  count: (count: string) => `관심 대출 ${count}건`,
  emptyTitle: '관심 대출이 없어요.',
  emptyHowTo: '대출 카드나 대출 화면의 하트를 누르면 여기에 모여요.',
  browse: '대출 둘러보기',
  checking: '지금 상태를 확인하는 중이에요.',
  lastSeen: '마지막으로 불러온 정보예요.',
  ended: '모집이 끝난 대출이에요.',
  gone: '더 이상 찾을 수 없는 대출이에요.',
  remove: '목록에서 빼기',
} as const;
