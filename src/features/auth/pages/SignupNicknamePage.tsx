import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useAppSelector } from '@/shared/store/hooks';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { BottomCta } from '@/shared/ui/BottomCta';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { BusyLabel, StillWorking } from '@/shared/ui/StillWorking';
import { useBrowserOffline } from '@/shared/hooks/use-offline';
import { OfflineActionNote } from '@/shared/ui/OfflineActionNote';
import { withSignupStep } from '@/features/auth/components/SignupStepGate';
import { useSignUp } from '@/features/auth/hooks/use-sign-up';
import { useSyncDraft } from '@/features/auth/hooks/use-sync-draft';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import { NAME_HINT, isValidName } from '@/features/auth/validation';

function NicknameForm() {
  const draft = useAppSelector(selectSignupDraft);
  const { submit, submitting, slow, failure, clearFailure, chooseAnotherId } = useSignUp();
  const formik = useFormik({
    initialValues: { name: draft.name },
    onSubmit: ({ name }) => {
      commitNow();
      return submit(name);
    },
  });
  const { name } = formik.values;
  const commitNow = useSyncDraft(formik.values);

  const valid = isValidName(name);
  const offline = useBrowserOffline();
  const busy = submitting || formik.isSubmitting;

  return (
    <AuthScreen
      step="3/3"
      title="이름을 입력해주세요"
      description="서비스에서 사용할 이름이에요."
      onSubmit={formik.handleSubmit}
      actions={
        <BottomCta>
          <Button
            type="submit"
            variant="primary"
            size="big"
            disabled={name.trim() === '' || !valid || busy || offline}
          >
            <BusyLabel busy={busy} label="회원가입" busyLabel="가입하는 중..." />
          </Button>
          <StillWorking busy={busy} slow={slow} />
          <OfflineActionNote offline={offline} />
        </BottomCta>
      }
    >
      <OutlinedField
        label="이름"
        name="name"
        value={name}
        onChange={(event) => {
          clearFailure();
          formik.handleChange(event);
        }}
        onBlur={formik.handleBlur}
        error={!valid}
        helperText={NAME_HINT}
        autoComplete="nickname"
        fullWidth
        // Spec §2: the hint itself turns to the warning colour when the name breaks the rule.
        helperTextSx={valid ? undefined : { color: 'warning.main' }}
      />
      {failure ? (
        <Alert
          severity={failure.unknown ? 'info' : 'error'}
          role="alert"
          action={
            failure.idTaken ? (
              <Button variant="line-secondary" size="extra" onClick={chooseAnotherId}>
                아이디 변경
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{failure.unknown ? '확인 중' : '회원가입에 실패했습니다.'}</AlertTitle>
          {failure.message}
        </Alert>
      ) : null}
    </AuthScreen>
  );
}

export default withSignupStep('nickname', NicknameForm);
