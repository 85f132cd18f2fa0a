import type { ContractFilter } from '@/shared/api/wire/enums';

/** Home screen texts shared by the page and its sections (spec §2, §8). */
export type HomeFilter = ContractFilter | 'ALL';

export const FILTER_OPTIONS: { value: HomeFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  { value: 'HIGH_RETURN', label: '고수익' },
  { value: 'LOW_RISK', label: '비교적 안전' },
  { value: 'SHORT_TERM', label: '단기 상환' },
  { value: 'LONG_TERM', label: '장기 상환' },
];

export const filterLabel = (filter: HomeFilter) =>
  FILTER_OPTIONS.find((option) => option.value === filter)?.label ?? '전체';

export const isHomeFilter = (value: string | null): value is HomeFilter =>
  FILTER_OPTIONS.some((option) => option.value === value);

export const messages = {
  popularTitle: '많은 사람들이 투자했어요',
  recentTitle: '최근 등록된 계약',
  filteredTitle: (filter: HomeFilter) => `${filterLabel(filter)} 계약`,
  emptyFiltered: '해당 조건의 계약이 없습니다.',
  emptyPopular: '투자 가능한 계약이 없습니다.',
  emptyRecent: '최근 등록된 계약이 없습니다.',
  loadFailed: '계약 목록을 불러오지 못했습니다.',
  searchPlaceholder: '곡명 또는 가수명을 검색해보세요',
  searchEmpty: '입력창을 채워주세요.',
  ended: '모집 마감',
} as const;

/** Spec §9: unfiltered popular 2, recent 3; filtered max 6. */
export const POPULAR_COUNT = 2;
export const RECENT_COUNT = 3;
export const FILTERED_COUNT = 6;
