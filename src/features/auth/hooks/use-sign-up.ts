import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api/api-error';
import type { Sighting } from '@/shared/api/money-outcome';
import type { Tokens } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { cleanWalletAddress } from '@/shared/lib/eth-address';
import { useMoneyRequest } from '@/shared/hooks/use-money-request';
import { loggedIn } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { authApi, useSignUpMutation } from '@/features/auth/api';
import { clearSignupDraft } from '@/features/auth/signup-draft-storage';
import {
  loginIdCheckInvalidated,
  selectSignupDraft,
  signupCompleted,
} from '@/features/auth/signup-draft-slice';

/**
 * Sends the whole draft with the name; on success logs in and forgets the draft. When the answer
 * is lost, logging in with the same id and password shows whether the account was made: its
 * tokens finish the sign-up; a refusal or no answer is not seen yet.
 */
export function useSignUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectSignupDraft);
  const [signUp] = useSignUpMutation();
  const money = useMoneyRequest('signUp');

  const recheck = async (): Promise<Sighting<Tokens>> => {
    const tokens = await dispatch(
      authApi.endpoints.login.initiate({ loginId: draft.loginId, password: draft.password }),
    ).unwrap();
    return { seen: true, data: tokens };
  };

  const submit = (name: string) =>
    money.send(
      {
        send: () =>
          signUp({
            loginId: draft.loginId,
            password: draft.password,
            job: draft.job,
            birth: draft.birth,
            phoneNumber: draft.phoneNumber,
            walletAddr: cleanWalletAddress(draft.walletAddr),
            name: name.trim(),
          }).unwrap(),
        recheck,
      },
      (tokens) => {
        dispatch(loggedIn(tokens, draft.loginId));
        // The password must not outlive the sign-up in memory.
        dispatch(signupCompleted());
        clearSignupDraft();
        navigate(paths.signupComplete(), { replace: true });
      },
    );

  /** The id was taken meanwhile: its old check no longer counts, so step 1 asks for a new one. */
  const chooseAnotherId = () => {
    dispatch(loginIdCheckInvalidated());
    navigate(paths.signupBasic());
  };

  const { shown } = money;
  return {
    submit,
    submitting: money.busy,
    notice: money.notice,
    shown,
    /** The id was taken in the meantime: the way out is step 1. */
    idTaken: isApiError(shown?.refusal) && shown.refusal.status === 409,
    unconfirmed: money.unconfirmed,
    clearShown: money.clearShown,
    chooseAnotherId,
  };
}
