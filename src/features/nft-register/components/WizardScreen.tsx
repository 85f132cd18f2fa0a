import { BottomCta } from '@/shared/ui/BottomCta';
import { ScreenHeading } from '@/shared/ui/ScreenHeading';
import type { FormEventHandler, ReactNode } from 'react';
import { RegisterStepper } from './RegisterStepper';
import layout from '@/shared/ui/layout.module.css';
import styles from './WizardScreen.module.css';

interface WizardScreenProps {
  step: 0 | 1 | 2;
  title: string;
  description?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The bottom call to action. */
  actions: ReactNode;
  children: ReactNode;
}

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
      <ScreenHeading title={title} description={description} compact />
      <div className={styles.fields}>{children}</div>
      <BottomCta>{actions}</BottomCta>
    </>
  );
  return onSubmit ? (
    <form noValidate onSubmit={onSubmit} className={layout.screen}>
      {content}
    </form>
  ) : (
    <div className={layout.screen}>{content}</div>
  );
}
