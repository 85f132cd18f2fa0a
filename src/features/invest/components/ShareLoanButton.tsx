import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatAnnualRate, formatWon } from '@/shared/lib/format';
import { Notice } from '@/shared/ui/Notice';

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
      <Button
        variant="line-secondary"
        size="big"
        aria-label="공유하기"
        onClick={() => void share()}
        sx={{ width: 56, minWidth: 56, px: 0, flexShrink: 0 }}
      >
        <ShareOutlined aria-hidden />
      </Button>
      <Notice
        open={outcome !== null}
        severity={outcome === 'failed' ? 'warning' : 'success'}
        message={
          outcome === 'failed'
            ? '공유하지 못했어요. 주소창의 링크를 복사해 주세요.'
            : '링크를 복사했어요. 원하는 곳에 붙여 넣어 공유하세요.'
        }
        autoHideDuration={4000}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
