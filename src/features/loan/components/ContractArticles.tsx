import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { LoanCondition, LoanCopyright } from '@/shared/api/wire/loan-schemas';
import { formatDate, formatEth, formatRatePercent, formatWon } from '@/shared/lib/format';
import { AUCTION_AFTER_DAYS } from '@/shared/lending/rules';
import styles from './ContractArticles.module.css';

export interface ContractParties {
  /** The borrower's name as the server knows it; null while unknown. */
  borrowerName: string | null;
}

interface Article {
  title: string;
  clauses: ReactNode[];
}

function articlesOf(
  condition: LoanCondition,
  copyright: LoanCopyright,
  { borrowerName }: ContractParties,
): Article[] {
  const rate = `연 ${formatRatePercent(condition.interestRate)}`;
  const overdue = `연 ${formatRatePercent(condition.overdueRate)}`;
  const credits = [
    copyright.singers.length ? `가수 ${copyright.singers.join(', ')}` : null,
    copyright.composers.length ? `작곡 ${copyright.composers.join(', ')}` : null,
    copyright.lyricists.length ? `작사 ${copyright.lyricists.join(', ')}` : null,
  ].filter(Boolean);
  return [
    {
      title: '제1조 (당사자)',
      clauses: [
        `차입자: ${borrowerName ?? '대출 신청인'} (담보 NFT의 소유자, 이하 "차입자")`,
        '대여자: 본 대출의 투자 모집에 참여하여 대출금을 제공한 투자자 전원 (이하 "대여자")',
        '플랫폼은 투자 모집, 상환금 전달과 담보 관리를 중개합니다.',
      ],
    },
    {
      title: '제2조 (담보 NFT)',
      clauses: [
        `담보물: 음원 저작권 NFT "${copyright.title}"${copyright.nftId === undefined ? '' : ` (NFT 번호 ${copyright.nftId})`}${credits.length ? `, ${credits.join(' / ')}` : ''}`,
        `평가액: ${formatEth(copyright.ethPrice)} (${formatWon(copyright.wonPrice)})`,
        '차입자는 대출금과 이자를 모두 갚을 때까지 담보 NFT를 처분하거나 다른 담보로 제공할 수 없습니다.',
      ],
    },
    {
      title: '제3조 (대출 조건)',
      clauses: [
        `대출 금액 ${formatWon(condition.loanAmount)}, 대출 방식 ${condition.loanType}, 이자율 ${rate}`,
        `월 이자 ${formatWon(condition.monthlyInterest)}, 대출 기간 ${condition.loanPeriod}개월, 상환 ${condition.repaymentCount}회, 총 상환 금액 ${formatWon(condition.totalPayment)}`,
        '투자 모집 기간은 계약서 제출일부터 1개월이며, 그 안에 대출 금액이 모두 모이면 대출이 자동으로 실행됩니다.',
      ],
    },
    {
      title: '제4조 (상환)',
      clauses: [
        `차입자는 대출 실행일부터 매월 같은 날 월 이자 ${formatWon(condition.monthlyInterest)}을 갚고, 마지막 ${condition.repaymentCount}회차에 원금 ${formatWon(condition.loanAmount)}을 함께 갚습니다.`,
        '대출 실행일이 29~31일이고 그 날짜가 없는 달에는 그 달의 말일이 상환일입니다.',
        '회차별 상환일과 금액은 아래 상환 일정표와 같습니다(날짜는 대출 실행일에 따라 달라집니다).',
      ],
    },
    {
      title: '제5조 (연체 및 담보 처분)',
      clauses: [
        `상환일까지 갚지 않은 금액에는 ${overdue}의 연체 이자가 하루 단위로 붙습니다(미납 금액 × ${formatRatePercent(condition.overdueRate)} × 연체일수 ÷ 365, 원 미만 버림).`,
        `연체가 ${AUCTION_AFTER_DAYS}일 이상 계속되면 대여자는 담보 NFT를 경매로 처분할 수 있습니다.`,
        '처분 대금은 연체 이자와 미납 이자, 미상환 원금 순서로 충당하고, 남은 금액은 차입자에게 돌려줍니다.',
      ],
    },
    {
      title: '제6조 (계약 해지)',
      clauses: [
        '대출이 실행되기 전에는 차입자가 신청을 취소할 수 있으며, 이때 투자 요청과 계약은 삭제되고 투자금은 대여자에게 돌아갑니다.',
        '투자 모집 기간 안에 대출 금액이 모두 모이지 않으면 본 계약은 효력을 잃고 같은 방법으로 정리됩니다.',
      ],
    },
    {
      title: '제7조 (기타)',
      clauses: [
        '본 계약서에 전자적으로 한 서명은 자필 서명과 같은 효력을 가집니다.',
        '본 계약에서 정하지 않은 사항은 관계 법령과 일반 상관례에 따릅니다.',
      ],
    },
  ];
}

/** Articles 1-7 of the loan contract, filled with the figures the agreement call returned. */
export function ContractArticles({
  condition,
  copyright,
  parties,
  writtenDate,
}: {
  condition: LoanCondition;
  copyright: LoanCopyright;
  parties: ContractParties;
  /** "YYYY-MM-DD" */
  writtenDate: string;
}) {
  return (
    <div className={styles.articles}>
      {articlesOf(condition, copyright, parties).map((article) => (
        <div key={article.title}>
          <Typography component="h3" className={styles.title}>
            {article.title}
          </Typography>
          <ol className={styles.clauses}>
            {article.clauses.map((clause, index) => (
              <Typography component="li" variant="body2" key={index} className={styles.clause}>
                {clause}
              </Typography>
            ))}
          </ol>
        </div>
      ))}
      <Typography variant="body2" color="textSecondary">
        작성일: {formatDate(writtenDate)}
      </Typography>
    </div>
  );
}
