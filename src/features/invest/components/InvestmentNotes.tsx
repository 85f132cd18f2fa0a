import Typography from '@mui/material/Typography';
import styles from './InvestmentNotes.module.css';

/** What an investor agrees to (spec §4 loan lifecycle, §9 constants). */
const NOTES = [
  '투자 모집 기간은 대출 신청일로부터 1개월입니다. 기간 안에 목표 금액이 모이면 대출이 자동으로 실행됩니다.',
  '기간 안에 모집이 완료되지 않거나 대출 신청인이 신청을 취소하면 투자 신청과 계약은 삭제되고 투자금은 돌려드립니다.',
  '투자 원금과 수익은 보장되지 않습니다. 대출 신청인이 상환하지 못하면 원금 손실이 생길 수 있습니다.',
  '이자는 매월 지급되며, 원금은 마지막 회차에 함께 상환됩니다(만기일시상환).',
  '상환이 늦어지면 연 5%의 연체 이자가 하루 단위로 붙으며, 30일 이상 연체되면 담보 NFT가 경매에 부쳐질 수 있습니다. 매각 대금은 연체·미지급 이자, 미상환 원금 순으로 충당됩니다.',
  '예상 월 이자는 투자 금액 기준의 예상치이며, 실제 지급액은 세금 등으로 달라질 수 있습니다.',
  '투자 신청 후에는 금액을 수정하거나 취소할 수 없습니다.',
];

export function InvestmentNotes() {
  return (
    <ul className={styles.notes}>
      {NOTES.map((note) => (
        <Typography key={note} component="li" variant="body2">
          {note}
        </Typography>
      ))}
    </ul>
  );
}
