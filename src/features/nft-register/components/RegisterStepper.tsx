import { memo } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import styles from './RegisterStepper.module.css';

const STEPS = ['기본 정보', '추가 정보', '이미지 등록'] as const;

/** The wizard's 3-step indicator (spec §9: wizards have 3 steps); memoised, it skips keystrokes. */
export const RegisterStepper = memo(function RegisterStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      role="group"
      aria-label={`등록 단계: 3단계 중 ${active + 1}단계`}
      className={styles.stepper}
    >
      {STEPS.map((label, index) => (
        <Step key={label} aria-current={index === active ? 'step' : undefined}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
});
