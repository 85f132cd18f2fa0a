import { useCallback, useState } from 'react';
import {
  MONEY_MESSAGES,
  outcomeMessage,
  type MoneyAction,
  type OutcomeMessage,
} from '@/shared/api/money-messages';
import { sendMoneyRequest, type MoneyOutcome, type MoneyRequest } from '@/shared/api/money-outcome';
import { report } from '@/shared/telemetry/report';
import { STILL_WORKING_MESSAGE } from '@/shared/ui/StillWorking';
import { useSingleFlight } from './use-single-flight';

export interface ShownOutcome extends OutcomeMessage {
  kind: Exclude<MoneyOutcome<unknown>['kind'], 'done'>;
  /** The server's refusal, for a screen that offers a way out of it (an id taken meanwhile). */
  refusal?: unknown;
}

/**
 * One money request behind one button (invest, the loan agreement, sign-up): sent once however
 * often it is tapped, re-checked while its answer is lost, and worded from MONEY_MESSAGES.
 * `notice` is the live line under the button (still working, then still checking); `shown` is
 * the outcome to show when it was not done. Once it is done or may still be done (`unconfirmed`),
 * nothing can send it again.
 */
export function useMoneyRequest(action: MoneyAction) {
  const { run, finish, busy, slow, isRunning } = useSingleFlight();
  const [checking, setChecking] = useState(false);
  const [shown, setShown] = useState<ShownOutcome | null>(null);

  const send = useCallback(
    <T>(request: Omit<MoneyRequest<T>, 'onChecking'>, onDone: (data: T) => void) =>
      run(async () => {
        setShown(null);
        let rechecked = false;
        const outcome = await sendMoneyRequest({
          ...request,
          onChecking: () => {
            rechecked = true;
            setChecking(true);
          },
        });
        setChecking(false);
        // The team learns of every answer that was lost: found done by a re-check, or never.
        if (rechecked && (outcome.kind === 'done' || outcome.kind === 'unconfirmed')) {
          const lost = outcome.kind === 'unconfirmed';
          report({ kind: 'money', endpoint: action, outcome: lost ? 'lost' : 'late' });
        }
        if (outcome.kind === 'done' || outcome.kind === 'unconfirmed') finish();
        const message = outcomeMessage(action, outcome);
        if (outcome.kind === 'done') onDone(outcome.data);
        else if (message) {
          const refusal = outcome.kind === 'refused' ? outcome.error : undefined;
          setShown({ kind: outcome.kind, ...message, refusal });
        }
        return outcome;
      }),
    [run, finish, action],
  );

  let notice: string | null = null;
  if (busy && checking) notice = MONEY_MESSAGES[action].checking.sentence;
  else if (busy && slow) notice = STILL_WORKING_MESSAGE;

  return {
    send,
    busy,
    notice,
    shown,
    /** It may still happen: the button that sends it stays off for good. */
    unconfirmed: shown?.kind === 'unconfirmed',
    clearShown: () => setShown(null),
    isRunning,
  };
}
