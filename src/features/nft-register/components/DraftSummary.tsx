import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatEth, formatMegabytes, formatWon } from '@/shared/lib/format';
import { dataUrlByteLength } from '@/shared/lib/files';
import type { RegistrationDraft } from '@/shared/registration-draft/draft-slice';
import { StreamingLinks } from '@/shared/ui/StreamingLinks';
import styles from './DraftSummary.module.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.entry}>{children}</dd>
    </div>
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
    <div className={styles.summary}>
      {draft.croppedBase64 ? (
        <img
          src={draft.croppedBase64}
          alt={`${draft.title} 표지 이미지`}
          className={styles.cover}
        />
      ) : null}
      <div className={styles.value} aria-label="예상 가치" role="group">
        <Typography className={styles.label}>예상 가치</Typography>
        <Typography className={styles.eth}>{eth === null ? '-' : formatEth(eth)}</Typography>
        <Typography className={styles.secondary}>
          {won === null ? '-' : `약 ${formatWon(won)}`}
        </Typography>
      </div>
      <dl className={styles.list}>
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
      </dl>
    </div>
  );
}
