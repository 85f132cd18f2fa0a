import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { BottomCta } from '@/shared/ui/BottomCta';
import { LoginIdField } from '@/features/auth/components/LoginIdField';
import { PasswordField } from '@/features/auth/components/PasswordField';
import { PasswordMatchIcon } from '@/features/auth/components/PasswordMatchIcon';
import { useLoginIdCheck } from '@/features/auth/hooks/use-login-id-check';
import { useSyncDraft } from '@/features/auth/hooks/use-sync-draft';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import {
  PASSWORD_HINT,
  PASSWORD_MAX,
  isValidLoginId,
  isValidPassword,
} from '@/features/auth/validation';

export default function SignupBasicPage() {
  const navigate = useNavigate();
  const draft = useAppSelector(selectSignupDraft);
  const { state } = useLocation() as { state: { passwordForgotten?: boolean } | null };
  const formik = useFormik({
    initialValues: {
      loginId: draft.loginId,
      password: draft.password,
      passwordConfirm: draft.passwordConfirm,
    },
    onSubmit: () => {
      commitNow();
      navigate(paths.signupExtra());
    },
  });
  const { loginId, password, passwordConfirm } = formik.values;
  const commitNow = useSyncDraft(formik.values);
  const idCheck = useLoginIdCheck(loginId, draft.checkedLoginId);

  const passwordValid = isValidPassword(password);
  const confirmMatches = passwordConfirm === password;
  // Spec §5: next needs both filled, a matching confirmation, and an id checked unchanged since.
  const canProceed =
    isValidLoginId(loginId) && passwordValid && confirmMatches && idCheck.isAvailable;

  return (
    <AuthScreen
      step="1/3"
      title="아이디와 비밀번호를 입력해주세요"
      onSubmit={formik.handleSubmit}
      actions={
        <BottomCta>
          <Button type="submit" variant="primary" size="big" disabled={!canProceed}>
            다음
          </Button>
        </BottomCta>
      }
    >
      {state?.passwordForgotten && password === '' ? (
        <Alert severity="info">
          입력하신 내용은 저장되어 있어요. 보안을 위해 비밀번호는 저장하지 않으니 다시 입력해주세요.
        </Alert>
      ) : null}
      <LoginIdField
        value={loginId}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        onCheck={() => void idCheck.check()}
        checking={idCheck.checking}
        outcome={idCheck.outcome}
      />
      <PasswordField
        label="비밀번호"
        {...formik.getFieldProps('password')}
        error={password !== '' && !passwordValid}
        helperText={PASSWORD_HINT}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
      />
      {passwordValid ? (
        <PasswordField
          label="비밀번호 확인"
          {...formik.getFieldProps('passwordConfirm')}
          error={passwordConfirm !== '' && !confirmMatches}
          helperText={
            passwordConfirm !== '' && !confirmMatches ? '비밀번호가 일치하지 않습니다.' : ' '
          }
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          status={passwordConfirm !== '' ? <PasswordMatchIcon matches={confirmMatches} /> : null}
        />
      ) : null}
    </AuthScreen>
  );
}
