import Box from '@mui/material/Box';
import { ScreenHeading } from '@/shared/ui/ScreenHeading';
import type { FormEventHandler, ReactNode } from 'react';

interface AuthScreenProps {
  title: string;
  /** "1/3" style progress for the sign-up wizard. */
  step?: string;
  description?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The bottom call to action (a BottomCta). */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * Page frame shared by the login and sign-up screens: a heading, the fields, and the primary
 * action pinned to the bottom. The whole screen is one form so the keyboard's enter submits it.
 */
export function AuthScreen({
  title,
  step,
  description,
  onSubmit,
  actions,
  children,
}: AuthScreenProps) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 3.5rem)' }}
    >
      <ScreenHeading title={title} description={description} eyebrow={step} />
      <Box sx={{ px: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5, pb: 3 }}>
        {children}
      </Box>
      {actions}
    </Box>
  );
}
