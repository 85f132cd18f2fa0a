import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCause, errorMessage, isApiError } from '@/shared/api/api-error';
import { sendMoneyRequest, type Recheck } from '@/shared/api/money-outcome';
import type { Tokens } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { useSingleFlight } from '@/shared/hooks/use-single-flight';
import { loggedIn } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { authApi, useSignUpMutation } from '@/features/auth/api';
import { clearSignupDraft } from '@/features/auth/signup-draft-storage';
import {
  loginIdCheckInvalidated,
  selectSignupDraft,
  signupCompleted,
} from '@/features/auth/signup-draft-slice';

export interface SignUpFailure {
  message: string;
  /** The id was taken in the meantime: the way out is step 1. */
  idTaken: boolean;
  /** The answer was lost and the server could not say whether the account exists. */
  unknown?: boolean;
}

export const SIGN_UP_UNKNOWN_MESSAGE =
  '확인 중: 서버 응답이 늦어 가입 여부를 아직 알 수 없어요. 잠시 후 이 아이디로 로그인해 보세요.';
const CHECKED_NOT_SIGNED_UP = '확인해 보니 가입되지 않았어요.';

/**
 * Sends the whole draft with the name; on success logs in and forgets the draft. When the answer
 * is lost, logging in with the same id and password tells whether the account was made: its tokens
 * finish the sign-up, a refusal means it was not, anything else cannot tell.
 */
export function useSignUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectSignupDraft);
  const [signUp] = useSignUpMutation();
  const { run, finish, busy, slow } = useSingleFlight();
  const [failure, setFailure] = useState<SignUpFailure | null>(null);

  const recheck = async (): Promise<Recheck<Tokens>> => {
    try {
      const tokens = await dispatch(
        authApi.endpoints.login.initiate({ loginId: draft.loginId, password: draft.password }),
      ).unwrap();
      return { happened: true, data: tokens };
    } catch (error) {
      const cause = errorCause(error);
      const refused = cause === 'unauthorized' || cause === 'rejected' || cause === 'notFound';
      return refused ? { happened: false } : { happened: 'unknown' };
    }
  };

  const submit = (name: string) =>
    run(async () => {
      setFailure(null);
      const outcome = await sendMoneyRequest(
        () =>
          signUp({
            loginId: draft.loginId,
            password: draft.password,
            job: draft.job,
            birth: draft.birth,
            phoneNumber: draft.phoneNumber,
            walletAddr: draft.walletAddr.trim(),
            name: name.trim(),
          }).unwrap(),
        recheck,
      );
      if (outcome.kind === 'done') {
        finish();
        dispatch(loggedIn(outcome.data));
        // The password must not outlive the sign-up in memory.
        dispatch(signupCompleted());
        clearSignupDraft();
        navigate(paths.signupComplete(), { replace: true });
        return;
      }
      const { error } = outcome;
      if (outcome.kind === 'unknown') {
        setFailure({ message: SIGN_UP_UNKNOWN_MESSAGE, idTaken: false, unknown: true });
        return;
      }
      const checked = outcome.kind === 'notDone' ? `${CHECKED_NOT_SIGNED_UP} ` : '';
      setFailure({
        message: `${checked}${errorMessage(error)}`,
        idTaken: isApiError(error) && error.status === 409,
      });
    });

  /** The id was taken meanwhile: its old check no longer counts, so step 1 asks for a new one. */
  const chooseAnotherId = () => {
    dispatch(loginIdCheckInvalidated());
    navigate(paths.signupBasic());
  };

  return {
    submit,
    submitting: busy,
    slow,
    failure,
    clearFailure: () => setFailure(null),
    chooseAnotherId,
  };
}
