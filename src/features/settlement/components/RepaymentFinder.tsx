import { useId } from 'react';
import type { RepaymentOrder, RepaymentView } from '@/features/settlement/lib/month-groups';
import styles from './RepaymentFinder.module.css';

export interface RepaymentFinderProps {
  order: RepaymentOrder;
  song: string;
  months: RepaymentView['months'];
  onOrder: (order: RepaymentOrder) => void;
  onSong: (song: string) => void;
  onMonth: (index: number) => void;
}

/**
 * What a settlement app gives a person with thousands of rounds: a filter by song, the date order
 * either way, and a jump to a month (its first round comes to the top of the screen).
 */
export function RepaymentFinder({
  order,
  song,
  months,
  onOrder,
  onSong,
  onMonth,
}: RepaymentFinderProps) {
  const id = useId();
  return (
    <div className={styles.finder}>
      <label className={`${styles.label} ${styles.song}`} htmlFor={`${id}-song`}>
        곡명으로 찾기
        <input
          id={`${id}-song`}
          type="search"
          className={styles.control}
          defaultValue={song}
          onChange={(event) => onSong(event.target.value)}
        />
      </label>
      <label className={styles.label} htmlFor={`${id}-order`}>
        정렬
        <select
          id={`${id}-order`}
          className={styles.control}
          value={order}
          onChange={(event) => onOrder(event.target.value === 'desc' ? 'desc' : 'asc')}
        >
          <option value="asc">날짜 빠른 순</option>
          <option value="desc">날짜 늦은 순</option>
        </select>
      </label>
      <label className={styles.label} htmlFor={`${id}-month`}>
        월로 이동
        <select
          id={`${id}-month`}
          className={styles.control}
          value=""
          disabled={months.length === 0}
          onChange={(event) => {
            if (event.target.value !== '') onMonth(Number(event.target.value));
          }}
        >
          <option value="">월 선택</option>
          {months.map((month) => (
            <option key={month.index} value={month.index}>
              {`${month.label} (${month.count}건)`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
