import type { ContractDetail } from '@/shared/api/wire/schemas';
import { formatEth, formatWon } from '@/shared/lib/format';
import { jobLabel } from '@/shared/lib/jobs';
import { StreamingLinks } from '@/shared/ui/StreamingLinks';
import { glimpseOfDetail } from '@/shared/watchlist/glimpse';
import { CopyrightHeader } from './CopyrightHeader';
import { DetailSection } from '@/shared/ui/DetailSection';
import { FundingProgress } from './FundingProgress';
import { InfoList } from '@/shared/ui/InfoList';
import { InvestmentConditions } from './InvestmentConditions';
import styles from './ContractOverview.module.css';

const names = (list: string[]) => list.filter((name) => name.trim()).join(', ') || '-';

/** Everything known about a contract: copyright, terms, borrower and funding (progress page). */
export function ContractOverview({
  contractId,
  detail,
}: {
  contractId: number;
  detail: ContractDetail;
}) {
  const { copyright, contract, user } = detail;
  return (
    <div>
      <CopyrightHeader copyright={copyright} watch={glimpseOfDetail(contractId, detail)} />
      <DetailSection headingLevel="h2" rule="bottom" title="투자 진행 현황">
        <FundingProgress detail={detail} />
      </DetailSection>
      <DetailSection headingLevel="h2" rule="bottom" title="저작권 정보">
        <InfoList
          rows={[
            { label: '곡명', value: copyright.title },
            { label: '가수', value: names(copyright.singers) },
            { label: '작곡가', value: names(copyright.composers) },
            { label: '작사가', value: names(copyright.lyricists) },
            { label: '저작권 등록', value: copyright.isRegistered ? '등록됨' : '미등록' },
            {
              label: '평가 가치',
              value: `${formatWon(copyright.wonPrice)} (${formatEth(copyright.ethPrice)})`,
            },
          ]}
        />
        <div className={styles.links}>
          <p className={styles.linksLabel}>스트리밍 링크</p>
          <StreamingLinks urls={copyright.streamingUrls} />
        </div>
      </DetailSection>
      <DetailSection headingLevel="h2" rule="bottom" title="계약 정보">
        <InvestmentConditions terms={contract} />
        <InfoList
          rows={[
            { label: '월 이자', value: formatWon(contract.monthlyInterest) },
            { label: '총 상환 금액', value: formatWon(contract.paymentAmount) },
            { label: '대출 신청인', value: `${user.name} (${jobLabel(user.job)})` },
          ]}
        />
      </DetailSection>
    </div>
  );
}
