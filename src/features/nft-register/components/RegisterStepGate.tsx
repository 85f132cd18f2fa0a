import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppSelector } from '@/shared/store/hooks';
import { stepRedirect, type RegisterStep } from '@/features/nft-register/steps';

/**
 * Sends a user who opened a step directly (a bookmark, a stale tab) back to the first step that
 * still needs input. Decided once on arrival: a screen that resets the draft on its way out
 * (leave, register) must not be redirected by its own reset.
 */
export function RegisterStepGate({ step, children }: { step: RegisterStep; children: ReactNode }) {
  const draft = useAppSelector(selectDraft);
  const [redirect] = useState(() => stepRedirect(draft, step));
  return redirect ? <Navigate to={redirect} replace /> : children;
}

/** A step's screen behind its gate, as a page module's default export. */
export const withRegisterStep = (step: RegisterStep, Screen: ComponentType) =>
  function GatedRegisterStep() {
    return <RegisterStepGate step={step}>{createElement(Screen)}</RegisterStepGate>;
  };
