import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { isApiError } from '@/shared/api/api-error';
import type { NftDetail } from '@/shared/api/wire/schemas';
import { formatEth, formatWon } from '@/shared/lib/format';
import { safeHttpUrl } from '@/shared/lib/safe-url';
import styles from './NftDetailView.module.css';
import { NftCoverImage } from './NftCoverImage';
import { InfoList } from './InfoList';
import { DetailSection } from './DetailSection';
import { ApiErrorState } from './ErrorState';
import { NftNoticeState, type NftNoticeStateProps } from './NftNoticeState';
import { PageLoader } from './PageLoader';
import { StreamingLinks } from './StreamingLinks';

const people = (names: string[]) => {
  const list = names.map((name) => name.trim()).filter(Boolean);
  return list.length > 0 ? list.join(', ') : '-';
};

function RegistrationDoc({ nft }: { nft: NftDetail }) {
  if (!nft.registrationDoc) return <>없음</>;
  const href = safeHttpUrl(nft.registrationDoc);
  // Only an http(s) address becomes a link; a file stored inline (a data: URL) is not opened.
  if (!href) return <>제출됨</>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.docLink}
      aria-label="서류 보기 (새 창)"
    >
      서류 보기
    </Link>
  );
}

export interface NftDetailViewProps {
  nft: NftDetail;
  /** Extra sections below the links (the my-music variant's loan conditions). */
  children?: ReactNode;
}

/** The NFT detail both detail screens show: cover, title, value, details and streaming links. */
export function NftDetailView({ nft, children }: NftDetailViewProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={styles.detail}>
      <div className={styles.top}>
        <NftCoverImage src={nft.imageUrl} title={nft.title} size={500} fluid radius={4} />
        <Typography id={titleId} component="h2" variant="h2" className={styles.title}>
          {nft.title}
        </Typography>
        <Typography color="textSecondary" className={styles.singers}>
          {people(nft.singers)}
        </Typography>
        <div className={styles.value}>
          <Typography className={styles.valueLabel}>NFT 가치</Typography>
          <div className={styles.figures}>
            <Typography className={styles.eth}>{formatEth(nft.ethPrice)}</Typography>
            <Typography className={styles.won}>{formatWon(nft.wonPrice)}</Typography>
          </div>
        </div>
      </div>

      <DetailSection title="상세 정보">
        <InfoList
          rows={[
            { label: '가수', value: people(nft.singers) },
            { label: '작곡가', value: people(nft.composers) },
            { label: '작사가', value: people(nft.lyricists) },
            { label: '저작권 등록', value: nft.isRegistered ? '등록됨' : '미등록' },
            { label: '저작권 등록 서류', value: <RegistrationDoc nft={nft} /> },
          ]}
        />
      </DetailSection>

      <DetailSection title="스트리밍 링크">
        <StreamingLinks urls={nft.streamingUrls} />
      </DetailSection>

      {children}
    </article>
  );
}

interface NftDetailScreenProps<T extends NftDetail> {
  /** The route's id, null when the address names none (parseNftRouteId). */
  id: number | null;
  call: {
    currentData?: T;
    error?: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** What an unknown NFT's notice says and where it leads: that differs by screen. */
  notFound: Pick<NftNoticeStateProps, 'description' | 'action'>;
  /** What the screen adds below the NFT (given the route's id). */
  children?: (nft: T, id: number) => ReactNode;
}

/**
 * An NFT screen's states: not found (a malformed id or a 404), any other failure said by its
 * cause with a retry, the loader until the NFT is here, then the NFT.
 */
export function NftDetailScreen<T extends NftDetail>({
  id,
  call,
  notFound,
  children,
}: NftDetailScreenProps<T>) {
  const unknown = <NftNoticeState title="NFT 정보를 찾을 수 없어요" {...notFound} />;
  if (id === null) return unknown;
  if (call.isError && !call.isFetching) {
    if (isApiError(call.error) && call.error.status === 404) return unknown;
    return <ApiErrorState error={call.error} onRetry={() => void call.refetch()} />;
  }
  if (!call.currentData) return <PageLoader />;
  return <NftDetailView nft={call.currentData}>{children?.(call.currentData, id)}</NftDetailView>;
}
