import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { AuthScreen } from '@/features/auth/components/AuthScreen';
import { BottomCta } from '@/shared/ui/BottomCta';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { JobSelect } from '@/features/auth/components/JobSelect';
import { MaskedField } from '@/features/auth/components/MaskedInput';
import { withSignupStep } from '@/features/auth/components/SignupStepGate';
import { useSyncDraft } from '@/features/auth/hooks/use-sync-draft';
import { isJob } from '@/shared/lib/jobs';
import { selectSignupDraft } from '@/features/auth/signup-draft-slice';
import { extraSchema } from '@/features/auth/validation';

/** Spec §5 masks: '0' is one digit, everything else is inserted for the user. */
const BIRTH_MASK = '0000-00-00';
const PHONE_MASK = '000-0000-0000';

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
  const problem = (field: 'birth' | 'phoneNumber', fullLength: number) =>
    touched[field] || values[field].length === fullLength ? errors[field] : undefined;
  // Checked synchronously: formik.isValid lags one async validation behind the last keystroke.
  const valid = extraSchema.isValidSync(values);
  const allFilled =
    values.birth !== '' &&
    values.phoneNumber !== '' &&
    values.job !== '' &&
    values.walletAddr.trim() !== '';

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
      <MaskedField
        label="생년월일"
        {...formik.getFieldProps('birth')}
        problem={problem('birth', BIRTH_MASK.length)}
        hint="숫자 8자리 (YYYY-MM-DD)"
        placeholder="YYYY-MM-DD"
        autoComplete="bday"
        mask={BIRTH_MASK}
        inputMode="numeric"
      />
      <MaskedField
        label="휴대폰 번호"
        {...formik.getFieldProps('phoneNumber')}
        type="tel"
        problem={problem('phoneNumber', PHONE_MASK.length)}
        hint=" "
        placeholder="010-XXXX-XXXX"
        autoComplete="tel"
        mask={PHONE_MASK}
        inputMode="tel"
      />
      <JobSelect value={values.job} onChange={formik.handleChange} />
      <OutlinedField
        label="지갑 주소"
        {...formik.getFieldProps('walletAddr')}
        helperText="이더리움(ETH) 지갑 주소를 입력해주세요."
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
