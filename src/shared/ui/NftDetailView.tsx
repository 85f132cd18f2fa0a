import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { NftDetail } from '@/shared/api/wire/schemas';
import { formatEth, formatWon } from '@/shared/lib/format';
import { safeHttpUrl } from '@/shared/lib/safe-url';
import { NftCoverImage } from './NftCoverImage';
import { NftInfoList } from './NftInfoList';
import { DetailSection } from './DetailSection';
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
    <Link href={href} target="_blank" rel="noopener noreferrer">
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
    <Box component="article" aria-labelledby={titleId} sx={{ pb: 4 }}>
      <Box sx={{ px: 2.5, pt: 2.5, pb: 3 }}>
        <NftCoverImage src={nft.imageUrl} title={nft.title} size={500} fluid radius={4} />
        <Typography id={titleId} component="h2" variant="h2" sx={{ mt: 2.5 }}>
          {nft.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {people(nft.singers)}
        </Typography>
        <Box
          sx={{
            mt: 2.5,
            p: 2,
            borderRadius: 3,
            bgcolor: 'primary.light',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>NFT 가치</Typography>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontSize: 'size.h2', fontWeight: 700, color: 'primary.main' }}>
              {formatEth(nft.ethPrice)}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatWon(nft.wonPrice)}</Typography>
          </Box>
        </Box>
      </Box>

      <DetailSection title="상세 정보">
        <NftInfoList
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
    </Box>
  );
}
