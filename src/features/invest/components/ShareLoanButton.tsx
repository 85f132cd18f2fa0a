import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/Notice';
import { plainIcon } from '@/shared/ui/plain-icon';
import styles from './ShareLoanButton.module.css';

/** @mui/icons-material's ShareOutlined, as plain SVG (plain-icon.tsx). */
const ShareIcon = plainIcon([
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92M18 4c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1M6 13c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m12 7.02c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
]);

/** What is shared: the song, its rate and what is still to fund, and the link to this page. */
export function shareText(detail: ContractDetail): { title: string; text: string } {
  const title = `${detail.copyright.title} 저작권 담보 대출`;
  const text = `${formatAnnualRate(detail.contract.interestRate)} · 남은 모집 금액 ${formatWon(
    detail.progress.remainingInvestingMoney,
  )}`;
  return { title, text };
}

type Outcome = 'copied' | 'failed' | null;

/**
 * Shares an open loan with the phone's share sheet (Web Share); where there is none, copies the
 * link and says so. Closing the share sheet is not an error.
 */
export function ShareLoanButton({ detail }: { detail: ContractDetail }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { pathname } = useLocation();
  const share = async () => {
    const url = new URL(pathname, window.location.origin).href;
    const { title, text } = shareText(detail);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setOutcome('failed');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(`${title}\n${text}\n${url}`);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.share}
        aria-label="공유하기"
        onClick={() => void share()}
      >
        <ShareIcon />
      </button>
      <Notice
        open={outcome !== null}
        severity={outcome === 'failed' ? 'warning' : 'success'}
        message={
          outcome === 'failed'
            ? '공유하지 못했어요. 주소창의 링크를 복사해 주세요.'
            : '링크를 복사했어요. 원하는 곳에 붙여 넣어 공유하세요.'
        }
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
