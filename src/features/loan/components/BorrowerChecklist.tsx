import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { AUCTION_AFTER_DAYS } from '@/shared/lending/rules';
import styles from './BorrowerChecklist.module.css';

export const CHECKLIST_ITEMS = [
  '대출 금액, 이자율과 상환 일정표의 모든 금액을 확인했습니다.',
  '매월 이자를 내고 마지막 회차에 원금 전액을 갚아야 한다는 것을 이해했습니다.',
  '상환일을 넘기면 연체 이자가 하루 단위로 붙는다는 것을 이해했습니다.',
  `${AUCTION_AFTER_DAYS}일 이상 연체하면 담보 NFT가 경매될 수 있다는 것을 이해했습니다.`,
  '1개월 안에 투자금이 모이지 않으면 신청이 취소된다는 것을 이해했습니다.',
] as const;

/** The borrower's pre-confirmation list; every item must be ticked before submitting. */
export function BorrowerChecklist({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean[];
  onChange: (index: number, value: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormGroup className={styles.list}>
      {CHECKLIST_ITEMS.map((item, index) => (
        <FormControlLabel
          key={item}
          className={styles.item}
          control={
            <Checkbox
              checked={checked[index] ?? false}
              disabled={disabled}
              onChange={(event) => onChange(index, event.target.checked)}
            />
          }
          label={item}
          slotProps={{ typography: { variant: 'body2', className: styles.label } }}
        />
      ))}
    </FormGroup>
  );
}
