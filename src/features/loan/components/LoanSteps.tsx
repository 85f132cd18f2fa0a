import Typography from '@mui/material/Typography';
import { AUCTION_AFTER_DAYS } from '@/shared/lending/rules';
import styles from './LoanSteps.module.css';

const STEPS = [
  {
    title: '투자 모집',
    text: '계약서를 제출하면 투자자 모집이 시작됩니다. 모집 기간은 1개월입니다.',
  },
  {
    title: '대출 자동 실행',
    text: '1개월 안에 희망 금액이 모두 모이면 대출이 자동으로 시작됩니다. 모이지 않거나 신청을 취소하면 투자 요청과 계약은 삭제되고 투자금은 투자자에게 돌아갑니다.',
  },
  {
    title: '매월 이자 상환',
    text: '대출이 시작된 날로부터 매월 같은 날 이자를 갚습니다. 29~31일에 시작하면 그 날짜가 없는 달에는 말일에 갚습니다.',
  },
  {
    title: '마지막 회차 원금 상환',
    text: '마지막 회차에 그 달의 이자와 함께 원금 전액을 갚습니다.',
  },
  {
    title: '연체와 경매',
    text: `상환일을 넘기면 갚을 금액에 연체 이자가 하루 단위로 붙습니다. ${AUCTION_AFTER_DAYS}일 이상 연체되면 담보 NFT가 경매에 부쳐질 수 있습니다.`,
  },
] as const;

/** The five steps of how a loan proceeds (spec §2 loan confirm, §4 loan lifecycle). */
export function LoanSteps() {
  return (
    <ol className={styles.steps}>
      {STEPS.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span aria-hidden className={styles.number}>
            {index + 1}
          </span>
          <div>
            <Typography component="p" className={styles.title}>
              {step.title}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {step.text}
            </Typography>
          </div>
        </li>
      ))}
    </ol>
  );
}
