import EventOutlined from '@mui/icons-material/EventOutlined';
import Button from '@mui/material/Button';
import type { ContractRole } from '@/shared/api/wire/enums';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { formatWon } from '@/shared/lib/format';
import { buildIcs, downloadIcs, type CalendarEvent } from '@/shared/lib/ics';
import styles from './AddToCalendarButton.module.css';

export const CALENDAR_FILE = 'musicloan-repayments.ics';

/** One event per upcoming round: the amount in the title, the song and round in the description. */
export function repaymentEvents(side: ContractRole, items: RepaymentSchedule[]): CalendarEvent[] {
  const verb = side === 'BORROWER' ? '상환' : '수령';
  return items.map((item) => ({
    uid: `${side.toLowerCase()}-${item.repaymentScheduleId}@musicloan`,
    date: item.repaymentDate,
    title: `[뮤직론] ${item.nftName} ${item.round}회차 ${verb} ${formatWon(item.totalRepaymentAmount)}`,
    description: `${item.nftName} ${item.round}회차 ${verb} 예정일이에요. 금액: ${formatWon(item.totalRepaymentAmount)}`,
  }));
}

/** "캘린더에 추가": every upcoming round as an .ics file the phone's calendar opens. */
export function AddToCalendarButton({
  side,
  items,
}: {
  side: ContractRole;
  items: RepaymentSchedule[];
}) {
  const calendarName = side === 'BORROWER' ? '뮤직론 상환 일정' : '뮤직론 수령 일정';
  return (
    <Button
      variant="line-secondary"
      size="small"
      fullWidth
      startIcon={<EventOutlined aria-hidden />}
      disabled={items.length === 0}
      onClick={() =>
        downloadIcs(CALENDAR_FILE, buildIcs(calendarName, repaymentEvents(side, items), new Date()))
      }
      className={styles.add}
    >
      캘린더에 추가
    </Button>
  );
}
