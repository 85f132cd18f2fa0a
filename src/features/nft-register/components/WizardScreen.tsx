import Box from '@mui/material/Box';
import { BottomCta } from '../../../shared/ui/BottomCta';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { RegisterStepper } from './RegisterStepper';

interface WizardScreenProps {
  step: 0 | 1 | 2;
  title: string;
  description?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The bottom call to action. */
  actions: ReactNode;
  children: ReactNode;
}

const screenSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'calc(100dvh - 3.5rem)',
} as const;

/**
 * One wizard step: the indicator, a heading, the fields and the action pinned to the bottom. With
 * `onSubmit` the step is a form (enter submits it); steps made only of choices and files are not.
 */
export function WizardScreen({
  step,
  title,
  description,
  onSubmit,
  actions,
  children,
}: WizardScreenProps) {
  const content = (
    <>
      <RegisterStepper active={step} />
      <Box sx={{ px: 2.5, pt: 2, pb: 2 }}>
        <Typography component="h2" variant="h2">
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.9375rem' }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ px: 2.5, display: 'flex', flexDirection: 'column', gap: 3, pb: 3 }}>
        {children}
      </Box>
      <BottomCta>{actions}</BottomCta>
    </>
  );
  return onSubmit ? (
    <Box component="form" noValidate onSubmit={onSubmit} sx={screenSx}>
      {content}
    </Box>
  ) : (
    <Box sx={screenSx}>{content}</Box>
  );
}
