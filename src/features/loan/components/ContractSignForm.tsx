import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { paths } from '../../../shared/config/paths';
import { useSubmitLoanAgreementMutation } from '../api';
import { clearLoanTerms, type StoredLoanTerms } from '../loan-terms';
import { BorrowerChecklist, CHECKLIST_ITEMS } from './BorrowerChecklist';
import { ConsentCheckbox } from './ConsentCheckbox';
import { BottomCta } from '../../../shared/ui/BottomCta';
import { LoanSection } from './LoanSection';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

const EMPTY_SIGNATURE_MESSAGE = '서명이 비어 있습니다. 서명란에 직접 서명한 뒤 제출해주세요.';

/** Checklist, name, signature and consent, then the agreement call; everything stays on failure. */
export function ContractSignForm({
  contractId,
  stored,
}: {
  contractId: number;
  /** Null when no amount/rounds were stored: submitting is impossible (spec §5). */
  stored: StoredLoanTerms | null;
}) {
  const navigate = useNavigate();
  const [submitAgreement, { isLoading }] = useSubmitLoanAgreementMutation();
  const padRef = useRef<SignaturePadHandle>(null);
  // A ref, not state: two taps in the same frame both see `isLoading` still false.
  const inFlight = useRef(false);
  const [checked, setChecked] = useState(() => CHECKLIST_ITEMS.map(() => false));
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const complete = checked.every(Boolean) && name.trim() !== '' && agreed;
  const canSubmit = stored !== null && complete && !isLoading;

  const submit = async () => {
    if (!stored || !canSubmit || inFlight.current) return;
    if (padRef.current?.isEmpty() ?? true) {
      setSignatureError(EMPTY_SIGNATURE_MESSAGE);
      return;
    }
    inFlight.current = true;
    setFailure(null);
    try {
      await submitAgreement({
        contractId,
        loanAmount: stored.amount,
        repaymentCount: stored.count,
      }).unwrap();
      clearLoanTerms(contractId);
      navigate(paths.myNft(), { replace: true });
    } catch (error) {
      setFailure(`대출 신청을 제출하지 못했습니다. ${errorMessage(error)}`);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <LoanSection title="차입자 사전 확인 사항">
        <BorrowerChecklist
          checked={checked}
          disabled={isLoading}
          onChange={(index, value) =>
            setChecked((current) => current.map((item, i) => (i === index ? value : item)))
          }
        />
      </LoanSection>
      <LoanSection title="서명">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="성명"
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText="차입자 본인의 이름을 입력해주세요."
            disabled={isLoading}
            autoComplete="name"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
          <SignaturePad
            ref={padRef}
            disabled={isLoading}
            error={signatureError}
            onChange={(signed) => {
              if (signed) setSignatureError(null);
            }}
          />
        </Box>
      </LoanSection>
      {failure ? (
        <Alert severity="error" sx={{ mx: 2.5, mt: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <BottomCta sticky={false} divider>
        <ConsentCheckbox checked={agreed} onChange={setAgreed} disabled={isLoading} />
        {stored === null ? (
          <Typography variant="body2" color="error.dark">
            희망 대출 금액과 상환 회차가 없어 제출할 수 없습니다.
          </Typography>
        ) : null}
        <Button type="submit" variant="primary" size="big" disabled={!canSubmit}>
          {isLoading ? '제출 중...' : '제출하기'}
        </Button>
      </BottomCta>
    </Box>
  );
}
