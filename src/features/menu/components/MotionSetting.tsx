import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { selectStillCountdowns, stillCountdownsChosen } from '@/shared/motion/motion-slice';
import { useStillCountdowns } from '@/shared/motion/use-still-countdowns';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import styles from './Setting.module.css';

/**
 * 화면 설정: whether the investment countdowns tick every second (spec §2) or stand still, saying
 * the time left in words a minute at a time (KWCAG 2.2.2: what moves by itself can be stopped).
 * Kept on this phone. When the phone itself asks for less motion they stand still whatever is
 * chosen here, and the setting says so.
 */
export function MotionSetting() {
  const dispatch = useAppDispatch();
  const stopped = useAppSelector(selectStillCountdowns);
  const still = useStillCountdowns();
  const byThePhone = still && !stopped;
  const hint = useId();
  return (
    <section className={styles.section} aria-labelledby={`${hint}-title`}>
      <h2 id={`${hint}-title`} className={styles.title}>
        화면 설정
      </h2>
      <FormControlLabel
        className={styles.row}
        labelPlacement="start"
        label="투자 마감까지 남은 시간을 초 단위로 움직이기"
        control={
          <Switch
            checked={!still}
            disabled={byThePhone}
            onChange={(event) => dispatch(stillCountdownsChosen(!event.target.checked))}
            slotProps={{ input: { 'aria-describedby': hint } }}
          />
        }
      />
      <p id={hint} className={styles.hint}>
        {byThePhone
          ? '휴대폰의 ‘동작 줄이기’ 설정이 켜져 있어 남은 시간을 분 단위 글자로 보여드려요.'
          : '끄면 남은 시간을 분 단위 글자로 보여드려요.'}
      </p>
    </section>
  );
}
