import Box from '@mui/material/Box';
import { BottomCta } from '@/shared/ui/BottomCta';
import { ScreenHeading } from '@/shared/ui/ScreenHeading';
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
      <ScreenHeading title={title} description={description} pt={2} />
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
