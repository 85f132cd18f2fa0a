import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { loggedIn } from '../../../shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { useSignUpMutation } from '../api';
import { loginIdCheckInvalidated, selectSignupDraft, signupCompleted } from '../signup-draft-slice';

export interface SignUpFailure {
  message: string;
  /** The id was taken in the meantime: the way out is step 1. */
  idTaken: boolean;
}

/** Sends the whole draft with the name; on success logs in and forgets the draft. */
export function useSignUp() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const draft = useAppSelector(selectSignupDraft);
  const [signUp, { isLoading }] = useSignUpMutation();
  const [failure, setFailure] = useState<SignUpFailure | null>(null);

  const submit = async (name: string) => {
    setFailure(null);
    try {
      const tokens = await signUp({
        loginId: draft.loginId,
        password: draft.password,
        job: draft.job,
        birth: draft.birth,
        phoneNumber: draft.phoneNumber,
        walletAddr: draft.walletAddr.trim(),
        name: name.trim(),
      }).unwrap();
      dispatch(loggedIn(tokens));
      // The password must not outlive the sign-up in memory.
      dispatch(signupCompleted());
      navigate(paths.signupComplete(), { replace: true });
    } catch (error) {
      setFailure({
        message: errorMessage(error),
        idTaken: isApiError(error) && error.status === 409,
      });
    }
  };

  /** The id was taken meanwhile: its old check no longer counts, so step 1 asks for a new one. */
  const chooseAnotherId = () => {
    dispatch(loginIdCheckInvalidated());
    navigate(paths.signupBasic());
  };

  return {
    submit,
    submitting: isLoading,
    failure,
    clearFailure: () => setFailure(null),
    chooseAnotherId,
  };
}
