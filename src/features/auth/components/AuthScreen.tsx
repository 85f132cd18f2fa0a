import { ScreenHeading } from '@/shared/ui/ScreenHeading';
import type { FormEventHandler, ReactNode } from 'react';
import layout from '@/shared/ui/layout.module.css';

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
    <form noValidate onSubmit={onSubmit} className={layout.screen}>
      <ScreenHeading title={title} description={description} eyebrow={step} />
      <div className={layout.formFields}>{children}</div>
      {actions}
    </form>
  );
}
