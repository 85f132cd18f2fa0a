import { createElement, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import {
  selectBasicStepDone,
  selectExtraStepDone,
  selectSignupCompleted,
  selectSignupDraft,
} from '@/features/auth/signup-draft-slice';

type GatedStep = 'extra' | 'nickname' | 'complete';

/**
 * A later sign-up step opened without the earlier ones (a bookmark, or a reload, which keeps the
 * draft but not the password) starts over at step 1 instead of showing a form that cannot be
 * submitted.
 */
export function SignupStepGate({ step, children }: { step: GatedStep; children: ReactNode }) {
  const basicDone = useAppSelector(selectBasicStepDone);
  const extraDone = useAppSelector(selectExtraStepDone);
  const completed = useAppSelector(selectSignupCompleted);
  const draft = useAppSelector(selectSignupDraft);

  if (step === 'complete') {
    return completed ? children : <Navigate to={paths.signupBasic()} replace />;
  }
  // Sign-up just finished and cleared the draft: the complete screen is the place to be.
  if (completed) return <Navigate to={paths.signupComplete()} replace />;
  if (!basicDone) {
    // A reload keeps the draft but never the password: step 1 says why it asks for it again.
    const passwordForgotten = draft.loginId !== '' && draft.password === '';
    return <Navigate to={paths.signupBasic()} replace state={{ passwordForgotten }} />;
  }
  if (step === 'nickname' && !extraDone) return <Navigate to={paths.signupExtra()} replace />;
  return children;
}

/** A step's screen behind its gate, as a page module's default export. */
export const withSignupStep = (step: GatedStep, Screen: ComponentType) =>
  function GatedSignupStep() {
    return <SignupStepGate step={step}>{createElement(Screen)}</SignupStepGate>;
  };
