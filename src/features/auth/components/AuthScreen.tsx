import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
      <Box sx={{ px: 2.5, pt: 3, pb: 2 }}>
        {step ? (
          <Typography
            sx={{ color: 'primary.main', fontWeight: 700, fontSize: '0.875rem', mb: 0.5 }}
          >
            {step}
          </Typography>
        ) : null}
        <Typography component="h2" variant="h2">
          {title}
        </Typography>
        {description ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: '0.9375rem' }}>
            {description}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ px: 2.5, display: 'flex', flexDirection: 'column', gap: 2.5, pb: 3 }}>
        {children}
      </Box>
      {actions}
    </Box>
  );
}
