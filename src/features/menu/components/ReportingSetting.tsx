import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { telemetryBuiltIn } from '@/shared/telemetry/report';
import { reportingChosen, selectReportingOff } from '@/shared/telemetry/reporting-slice';
import styles from './Setting.module.css';

/**
 * 정보 보내기: whether this phone tells the team when a screen fails or is slow (docs/telemetry.md).
 * Nothing personal is ever in it; a person who does not want it turns it off here, at once and
 * for good on this phone. Shown only by a build that reports at all.
 */
export function ReportingSetting() {
  const dispatch = useAppDispatch();
  const off = useAppSelector(selectReportingOff);
  const hint = useId();
  if (!telemetryBuiltIn()) return null;
  return (
    <section className={styles.section} aria-labelledby={`${hint}-title`}>
      <h2 id={`${hint}-title`} className={styles.title}>
        정보 보내기
      </h2>
      <FormControlLabel
        className={styles.row}
        labelPlacement="start"
        label="오류·속도 정보를 보내 서비스 개선에 함께하기"
        control={
          <Switch
            checked={!off}
            onChange={(event) => dispatch(reportingChosen(event.target.checked))}
            slotProps={{ input: { 'aria-describedby': hint } }}
          />
        }
      />
      <p id={hint} className={styles.hint}>
        화면 오류와 속도 정보만 보내요. 이름·연락처·금액·곡 제목 같은 개인 정보는 보내지 않아요.
      </p>
    </section>
  );
}
