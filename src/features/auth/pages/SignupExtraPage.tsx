import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { BottomCta } from '@/shared/ui/BottomCta';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { JobSelect } from '@/features/auth/components/JobSelect';
import { MASKED_FIELDS, MaskedField } from '@/features/auth/components/MaskedInput';
import { withSignupStep } from '@/features/auth/components/SignupStepGate';
import { useSyncDraft } from '@/features/auth/hooks/use-sync-draft';
import { isJob } from '@/shared/lib/jobs';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import { extraSchema } from '@/features/auth/extra-schema';
import { cleanWalletAddress } from '@/shared/lib/eth-address';

/** `0x` and 40 hex digits. */
const WALLET_LENGTH = 42;

function ExtraForm() {
  const navigate = useNavigate();
  const draft = useAppSelector(selectSignupDraft);
  const formik = useFormik({
    initialValues: {
      birth: draft.birth,
      phoneNumber: draft.phoneNumber,
      job: draft.job as string,
      walletAddr: draft.walletAddr,
    },
    validationSchema: extraSchema,
    onSubmit: () => {
      commitNow();
      navigate(paths.signupNickname());
    },
  });
  const { values, errors, touched } = formik;
  const commitNow = useSyncDraft({ ...values, job: isJob(values.job) ? values.job : draft.job });

  // A field's problem shows once it was left, or as soon as a full-length value is wrong.
  const problem = (field: keyof typeof MASKED_FIELDS) =>
    touched[field] || values[field].length === MASKED_FIELDS[field].mask.length
      ? errors[field]
      : undefined;
  // Checked synchronously: formik.isValid lags one async validation behind the last keystroke.
  const valid = extraSchema.isValidSync(values);
  const allFilled =
    values.birth !== '' &&
    values.phoneNumber !== '' &&
    values.job !== '' &&
    cleanWalletAddress(values.walletAddr) !== '';
  // Said once the field was left, or as soon as it is as long as an address (a paste).
  const walletShown =
    touched.walletAddr || cleanWalletAddress(values.walletAddr).length >= WALLET_LENGTH
      ? errors.walletAddr
      : undefined;

  return (
    <AuthScreen
      step="2/3"
      title="추가 정보를 입력해주세요"
      onSubmit={formik.handleSubmit}
      actions={
        <BottomCta>
          <Button type="submit" variant="primary" size="big" disabled={!allFilled || !valid}>
            다음
          </Button>
        </BottomCta>
      }
    >
      <MaskedField kind="birth" {...formik.getFieldProps('birth')} problem={problem('birth')} />
      <MaskedField
        kind="phoneNumber"
        {...formik.getFieldProps('phoneNumber')}
        problem={problem('phoneNumber')}
      />
      <JobSelect value={values.job} onChange={formik.handleChange} />
      <OutlinedField
        label="지갑 주소"
        {...formik.getFieldProps('walletAddr')}
        error={Boolean(walletShown)}
        helperText={walletShown ?? '이더리움(ETH) 지갑 주소를 입력해주세요.'}
        placeholder="0x..."
        autoComplete="off"
        fullWidth
        inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
        shrinkLabel
      />
    </AuthScreen>
  );
}

export default withSignupStep('extra', ExtraForm);
