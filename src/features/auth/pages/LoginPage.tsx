import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CAUSE_MESSAGES, errorMessage, isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { loggedIn } from '@/shared/session/session-slice';
import { selectSessionExpired } from '@/shared/store/app-status-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useLoginMutation } from '@/features/auth/api';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { BottomCta } from '@/shared/ui/BottomCta';
import { buttonClass } from '@/shared/ui/plain-button';
import { LoginField } from '@/features/auth/components/LoginField';
import { LoginNotice } from '@/features/auth/components/LoginNotice';
import { safeNext } from '@/features/auth/safe-next';
import { loginSchema } from '@/features/auth/validation';

const LOGIN_FAILED_MESSAGE = '아이디 혹은 비밀번호를 다시 확인해주세요.';

/** A 4xx answer means the pair was refused; anything else (network, 5xx) is not the user's typo. */
function loginErrorText(error: unknown): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) {
    return LOGIN_FAILED_MESSAGE;
  }
  return errorMessage(error);
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const expired = useAppSelector(selectSessionExpired);

  const formik = useFormik({
    initialValues: { loginId: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ loginId, password }) => {
      setFailure(null);
      try {
        const tokens = await login({ loginId: loginId.trim(), password }).unwrap();
        dispatch(loggedIn(tokens, loginId.trim()));
        navigate(safeNext(searchParams.get('next')), { replace: true });
      } catch (error) {
        setFailure(loginErrorText(error));
      }
    },
  });

  // Typing again clears the last failure.
  const field = (name: 'loginId' | 'password') => ({
    name,
    value: formik.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFailure(null);
      formik.handleChange(event);
    },
    onBlur: formik.handleBlur,
  });
  const busy = isLoading || formik.isSubmitting;
  // Read from the values, not formik.isValid, which is stale until the first async validation.
  const filled = formik.values.loginId.trim() !== '' && formik.values.password !== '';

  return (
    <AuthScreen
      title="로그인"
      description="아이디와 비밀번호를 입력해주세요."
      onSubmit={formik.handleSubmit}
      actions={
        <BottomCta>
          <button
            type="submit"
            className={buttonClass('primary', 'big')}
            disabled={!filled || busy}
          >
            {busy ? '로그인 중...' : '로그인'}
          </button>
          <RouterLink to={paths.signupBasic()} className={buttonClass('line-primary', 'big')}>
            회원가입
          </RouterLink>
        </BottomCta>
      }
    >
      <LoginField label="아이디" {...field('loginId')} autoComplete="username" />
      <LoginField
        password
        label="비밀번호"
        {...field('password')}
        autoComplete="current-password"
      />
      {expired && !failure ? (
        <LoginNotice severity="info">{CAUSE_MESSAGES.unauthorized}</LoginNotice>
      ) : null}
      {failure ? <LoginNotice severity="error">{failure}</LoginNotice> : null}
    </AuthScreen>
  );
}
