import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatEth, formatMegabytes, formatWon } from '@/shared/lib/format';
import { dataUrlByteLength } from '@/shared/lib/files';
import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { StreamingLinks } from '@/shared/ui/StreamingLinks';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '6.5rem 1fr', gap: 1, py: 1 }}>
      <Typography component="dt" sx={{ color: 'text.secondary', fontSize: 'size.md' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontSize: 'size.base', wordBreak: 'break-all', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const people = (list: string[]) =>
  list
    .map((x) => x.trim())
    .filter(Boolean)
    .join(', ');

/** Parses a stored price string; null when it is not a finite number. */
const price = (value: string) => {
  const number = Number(value);
  return value !== '' && Number.isFinite(number) ? number : null;
};

/** The valuation and the song as they will be registered (spec §2 confirm). */
export function DraftSummary({ draft, audio }: { draft: RegistrationDraft; audio: ReactNode }) {
  const eth = price(draft.ethPrice);
  const won = price(draft.wonPrice);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {draft.croppedBase64 ? (
        <Box
          component="img"
          src={draft.croppedBase64}
          alt={`${draft.title} 표지 이미지`}
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 3 }}
        />
      ) : null}
      <Box
        sx={{ borderRadius: 3, bgcolor: 'grey.100', px: 2, py: 2, textAlign: 'center' }}
        aria-label="예상 가치"
        role="group"
      >
        <Typography sx={{ color: 'text.secondary', fontSize: 'size.md' }}>예상 가치</Typography>
        <Typography sx={{ fontSize: 'size.figure', fontWeight: 700, mt: 0.5 }}>
          {eth === null ? '-' : formatEth(eth)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {won === null ? '-' : `약 ${formatWon(won)}`}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="곡 제목">{draft.title}</Row>
        <Row label="가수">{people(draft.singers)}</Row>
        <Row label="작곡가">{people(draft.composers)}</Row>
        <Row label="작사가">{people(draft.lyricists)}</Row>
        <Row label="스트리밍 링크">
          <StreamingLinks urls={draft.streamingUrls} />
        </Row>
        <Row label="저작권 등록">{draft.isRegistered ? '예' : '아니요'}</Row>
        {draft.isRegistered && draft.copyrightBase64 ? (
          <Row label="등록 서류">
            {draft.copyrightFileName ?? '저작권 등록 서류'} (
            {formatMegabytes(dataUrlByteLength(draft.copyrightBase64))})
          </Row>
        ) : null}
        <Row label="음원">{audio}</Row>
      </Box>
    </Box>
  );
}
