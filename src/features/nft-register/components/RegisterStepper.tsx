import { memo } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import styles from './RegisterStepper.module.css';

const STEPS = ['기본 정보', '추가 정보', '이미지 등록'] as const;

/**
 * The wizard's 3-step indicator (spec §9: wizards have 3 steps); memoised, it skips keystrokes.
 * MUI 9 draws the steps as a list (`ol` and `li`): the group with its name wraps the list, so the
 * list keeps its role and the steps stay its items.
 */
export const RegisterStepper = memo(function RegisterStepper({ active }: { active: 0 | 1 | 2 }) {
  return (
    <div role="group" aria-label={`등록 단계: 3단계 중 ${active + 1}단계`}>
      <Stepper activeStep={active} alternativeLabel className={styles.stepper}>
        {STEPS.map((label, index) => (
          <Step key={label} aria-current={index === active ? 'step' : undefined}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </div>
  );
});
