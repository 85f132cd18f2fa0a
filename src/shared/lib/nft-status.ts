import { isNftStatus, type NftStatus } from '@/shared/api/wire/enums';

/** Spec §4 statuses under the labels the lists and the filter chips show. */
export const NFT_STATUS_LABELS: Record<NftStatus, string> = {
  REGISTERED: '등록 완료',
  INVESTING: '투자 모집 중',
  COMPLETED: '상환 중',
};

/** A status this app does not know yet (a server's new state) keeps its card under this label. */
export const UNKNOWN_STATUS_LABEL = '기타';

export const nftStatusLabel = (status: string): string =>
  isNftStatus(status) ? NFT_STATUS_LABELS[status] : UNKNOWN_STATUS_LABEL;
