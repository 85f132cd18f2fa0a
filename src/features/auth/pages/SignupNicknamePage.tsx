import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
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
import { shortWalletAddress } from '@/shared/lib/eth-address';
import styles from './SignupNicknamePage.module.css';

function NicknameForm() {
  const draft = useAppSelector(selectSignupDraft);
  const signUp = useSignUp();
  const { shown } = signUp;
  const formik = useFormik({
    initialValues: { name: draft.name },
    onSubmit: ({ name }) => {
      commitNow();
      return signUp.submit(name);
    },
  });
  const { name } = formik.values;
  const commitNow = useSyncDraft(formik.values);

  const valid = isValidName(name);
  const offline = useBrowserOffline();
  const busy = signUp.submitting || formik.isSubmitting;

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
            disabled={name.trim() === '' || !valid || busy || signUp.unconfirmed || offline}
          >
            <BusyLabel busy={busy} label="회원가입" busyLabel="가입하는 중..." />
          </Button>
          <StillWorking busy={busy} message={signUp.notice} />
          <OfflineActionNote offline={offline} />
        </BottomCta>
      }
    >
      <OutlinedField
        label="이름"
        name="name"
        value={name}
        onChange={(event) => {
          if (!signUp.unconfirmed) signUp.clearShown();
          formik.handleChange(event);
        }}
        onBlur={formik.handleBlur}
        error={!valid}
        helperText={NAME_HINT}
        autoComplete="nickname"
        fullWidth
        // Spec §2: the hint itself turns to the warning colour when the name breaks the rule.
        helperTextClassName={valid ? undefined : styles.warn}
      />
      <p className={styles.wallet}>
        <span>지갑 주소</span>
        <span className={styles.address}>{shortWalletAddress(draft.walletAddr)}</span>
        <RouterLink to={paths.signupExtra()} className={styles.change} aria-label="지갑 주소 변경">
          변경
        </RouterLink>
      </p>
      {shown ? (
        <Alert
          severity={signUp.unconfirmed ? 'info' : 'error'}
          role="alert"
          action={
            signUp.idTaken ? (
              <Button variant="line-secondary" size="extra" onClick={signUp.chooseAnotherId}>
                아이디 변경
              </Button>
            ) : signUp.unconfirmed ? (
              <Button component={RouterLink} to={paths.login()} size="small" color="inherit">
                로그인
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{shown.title}</AlertTitle>
          {shown.sentence}
        </Alert>
      ) : null}
    </AuthScreen>
  );
}

export default withSignupStep('nickname', NicknameForm);
