import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMyCopyrightsQuery, useGetMyInvestCopyrightsQuery } from '@/shared/api/my-nfts-api';
import { useGetConfirmedContractsQuery } from '@/shared/api/settlement-api';
import { paths } from '@/shared/config/paths';
import { formatDate, formatNumber, formatWon } from '@/shared/lib/format';
import { INTEREST_INCOME_TAX } from '@/shared/lending/interest-tax';
import { NFT_STATUS_LABELS, UNKNOWN_STATUS_LABEL } from '@/shared/lib/nft-status';
import {
  borrowerFigures,
  lenderFigures,
  nftCounts,
  type NextPayment,
  type NftCounts,
  type Overdue,
} from '@/features/settlement/lib/wallet-figures';
import {
  WalletCalls,
  WalletFigureList,
  WalletSection,
  type WalletFigure,
} from '@/features/settlement/components/WalletFigures';
import { WalletPapers } from '@/features/settlement/components/WalletPapers';
import styles from './settlement-pages.module.css';

const nextDetail = (next: NextPayment | null) =>
  next ? `${formatDate(next.day)}${next.rounds > 1 ? ` · ${next.rounds}건` : ''}` : '예정 없음';

const overdueFigure = (overdue: Overdue, to: string): WalletFigure => ({
  label: '연체',
  value: formatWon(overdue.amount),
  detail: overdue.rounds > 0 ? `${formatNumber(overdue.rounds)}회차, 연체료 포함` : '없음',
  to,
  tone: overdue.rounds > 0 ? 'warning' : undefined,
});

const statusLine = (counts: NftCounts) =>
  [
    ...(Object.keys(NFT_STATUS_LABELS) as (keyof typeof NFT_STATUS_LABELS)[]).map(
      (status) => `${NFT_STATUS_LABELS[status]} ${formatNumber(counts[status])}`,
    ),
    ...(counts.other > 0 ? [`${UNKNOWN_STATUS_LABEL} ${formatNumber(counts.other)}`] : []),
  ].join(' · ');

/** 내 지갑: what a person holds and owes, each figure a way into the screen that explains it. */
export default function WalletPage() {
  const lenderUpcoming = useGetConfirmedContractsQuery({ status: 'UPCOMING', role: 'LENDER' });
  const lenderOverdue = useGetConfirmedContractsQuery({ status: 'OVERDUE', role: 'LENDER' });
  const lenderRepaid = useGetConfirmedContractsQuery({ status: 'REPAID', role: 'LENDER' });
  const borrowerUpcoming = useGetConfirmedContractsQuery({ status: 'UPCOMING', role: 'BORROWER' });
  const borrowerOverdue = useGetConfirmedContractsQuery({ status: 'OVERDUE', role: 'BORROWER' });
  const issued = useGetMyCopyrightsQuery();
  const invested = useGetMyInvestCopyrightsQuery();
  // Every dashboard answer carries the same balance.
  const cash = (lenderUpcoming.data ?? borrowerUpcoming.data)?.cash;
  const cashPending = lenderUpcoming.isLoading || borrowerUpcoming.isLoading;

  return (
    <div className={styles.wallet}>
      <section aria-labelledby="wallet-cash" className={styles.cash}>
        <Typography id="wallet-cash" component="h2" className={styles.cashLabel}>
          보유 잔액
        </Typography>
        <p className={styles.cashValue} aria-busy={cashPending || undefined}>
          {cash !== undefined ? formatWon(cash) : cashPending ? '-' : '불러오지 못했어요'}
        </p>
        <RouterLink to={paths.adjustment()} className={styles.cashLink}>
          정산 관리에서 보기
        </RouterLink>
      </section>

      <WalletSection title="투자" lead="내가 투자한 대출에서 받을 돈이에요.">
        <WalletCalls
          calls={[lenderUpcoming, lenderOverdue, lenderRepaid]}
          ready={Boolean(lenderUpcoming.data && lenderOverdue.data && lenderRepaid.data)}
          label="투자 현황을 불러오는 중..."
          rows={3}
        >
          {() => {
            const figures = lenderFigures(
              lenderUpcoming.data!,
              lenderOverdue.data!,
              lenderRepaid.data!,
            );
            return (
              <WalletFigureList
                figures={[
                  {
                    label: '투자 중인 금액',
                    value: formatWon(figures.lent),
                    detail: `${formatNumber(figures.loans)}건의 대출`,
                    to: paths.repaymentReceived(),
                  },
                  {
                    label: '다음에 받을 금액',
                    value: figures.next ? formatWon(figures.next.amount) : '-',
                    detail: figures.next
                      ? `${nextDetail(figures.next)} · 이자소득세 ${INTEREST_INCOME_TAX.totalPercentText} 뗀 금액`
                      : nextDetail(null),
                    to: paths.repaymentReceived('upcoming'),
                  },
                  overdueFigure(figures.overdue, paths.repaymentReceived('overdue')),
                ]}
              />
            );
          }}
        </WalletCalls>
      </WalletSection>

      <WalletSection title="대출" lead="내가 받은 대출에서 갚을 돈이에요.">
        <WalletCalls
          calls={[borrowerUpcoming, borrowerOverdue]}
          ready={Boolean(borrowerUpcoming.data && borrowerOverdue.data)}
          label="대출 현황을 불러오는 중..."
          rows={3}
        >
          {() => {
            const figures = borrowerFigures(borrowerUpcoming.data!, borrowerOverdue.data!);
            return (
              <WalletFigureList
                figures={[
                  {
                    label: '갚을 금액',
                    value: formatWon(figures.owed),
                    detail: `${formatNumber(figures.loans)}건, 대출 원금 ${formatWon(figures.borrowed)}`,
                    to: paths.servicingRepayment(),
                  },
                  {
                    label: '다음 상환',
                    value: figures.next ? formatWon(figures.next.amount) : '-',
                    detail: nextDetail(figures.next),
                    to: paths.servicingRepayment('upcoming'),
                  },
                  overdueFigure(figures.overdue, paths.servicingRepayment('overdue')),
                ]}
              />
            );
          }}
        </WalletCalls>
      </WalletSection>

      <WalletSection title="내 NFT">
        <WalletCalls
          calls={[issued, invested]}
          ready={Boolean(issued.data && invested.data)}
          label="NFT를 불러오는 중..."
          rows={2}
        >
          {() => {
            const mine = nftCounts(issued.data!.copyrights);
            const theirs = nftCounts(invested.data!.copyrights);
            return (
              <WalletFigureList
                figures={[
                  {
                    label: '발행한 NFT',
                    value: `${formatNumber(mine.all)}개`,
                    detail: statusLine(mine),
                    to: paths.myNft('issued'),
                  },
                  {
                    label: '투자한 NFT',
                    value: `${formatNumber(theirs.all)}개`,
                    detail: statusLine(theirs),
                    to: paths.myNft('invested'),
                  },
                ]}
              />
            );
          }}
        </WalletCalls>
      </WalletSection>

      <WalletPapers />
    </div>
  );
}
