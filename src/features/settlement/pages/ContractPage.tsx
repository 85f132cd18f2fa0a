import Typography from '@mui/material/Typography';
import { useGetMyCopyrightsQuery, useGetMyInvestCopyrightsQuery } from '@/shared/api/my-nfts-api';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { MyLoanSection } from '@/features/settlement/components/MyLoanSection';
import styles from './settlement-pages.module.css';

/** A copyright of mine is a loan once it asked for funding (INVESTING) or is repaying (COMPLETED). */
const isLoan = (item: MyNftItem) => item.status === 'INVESTING' || item.status === 'COMPLETED';
const detailOf = (item: MyNftItem) => paths.myNftDetail(item.copyrightId);

/** 내 대출 계약: my loan contracts on both sides, from the two my-lists. */
export default function ContractPage() {
  const borrowed = useGetMyCopyrightsQuery();
  const invested = useGetMyInvestCopyrightsQuery();

  return (
    <div className={styles.contracts}>
      <div className={styles.heading}>
        <Typography component="h1" className={styles.title}>
          내 대출 계약
        </Typography>
        <Typography className={styles.lead}>
          내가 받은 대출과 투자한 대출을 모아 보여드려요.
        </Typography>
      </div>
      {[
        {
          title: '내가 받은 대출',
          list: borrowed,
          empty: {
            message: '받은 대출이 없습니다. 음악을 등록하고 대출을 신청해 보세요.',
            actionLabel: '음악 등록하러 가기',
            to: paths.myNft(),
          },
          dashboard: { label: '상환하기', to: paths.servicingRepayment() },
        },
        {
          title: '내가 투자한 대출',
          list: invested,
          empty: {
            message: '투자한 대출이 없습니다. 투자할 수 있는 대출을 둘러보세요.',
            actionLabel: '대출 둘러보기',
            to: paths.main(),
          },
          dashboard: { label: '상환받기', to: paths.repaymentReceived() },
        },
      ].map(({ title, list, empty, dashboard }) => (
        <MyLoanSection
          key={title}
          title={title}
          items={list.data?.copyrights.filter(isLoan)}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={() => void list.refetch()}
          itemHref={detailOf}
          empty={empty}
          dashboard={dashboard}
        />
      ))}
    </div>
  );
}
