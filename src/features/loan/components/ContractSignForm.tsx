import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { BusyLabel, StillWorking } from '@/shared/ui/StillWorking';
import { useBrowserOffline } from '@/shared/hooks/use-offline';
import { OfflineActionNote } from '@/shared/ui/OfflineActionNote';
import {
  useAgreementSubmit,
  type SignedDocument,
} from '@/features/loan/hooks/use-agreement-submit';
import type { StoredLoanTerms } from '@/features/loan/loan-terms';
import { BorrowerChecklist, CHECKLIST_ITEMS } from './BorrowerChecklist';
import { ConsentCheckbox } from './ConsentCheckbox';
import text from '@/shared/ui/text.module.css';
import { BottomCta } from '@/shared/ui/BottomCta';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { LoanSection } from './LoanSection';
import styles from './ContractSignForm.module.css';
import { SignaturePad, type SignaturePadHandle } from './SignaturePad';

const EMPTY_SIGNATURE_MESSAGE = '서명이 비어 있습니다. 서명란에 직접 서명한 뒤 제출해주세요.';

/** Checklist, name, signature and consent, then the agreement call; everything stays on failure. */
export function ContractSignForm({
  copyrightId,
  contractId,
  stored,
  document,
}: {
  copyrightId: number;
  contractId: number;
  /** The document above as shown: its copy is kept with the name and signature once submitted. */
  document: Pick<SignedDocument, 'borrowerName' | 'terms'>;
  /** Null when no amount/rounds were stored: submitting is impossible (spec §5). */
  stored: StoredLoanTerms | null;
}) {
  const agreement = useAgreementSubmit(copyrightId, contractId);
  const isLoading = agreement.busy;
  const offline = useBrowserOffline();
  const padRef = useRef<SignaturePadHandle>(null);
  const [checked, setChecked] = useState(() => CHECKLIST_ITEMS.map(() => false));
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [signatureError, setSignatureError] = useState<string | null>(null);

  const complete = checked.every(Boolean) && name.trim() !== '' && agreed;
  const canSubmit = stored !== null && complete && !isLoading && !agreement.unconfirmed;

  const submit = async () => {
    if (!stored || !canSubmit) return;
    if (padRef.current?.isEmpty() ?? true) {
      setSignatureError(EMPTY_SIGNATURE_MESSAGE);
      return;
    }
    await agreement.submit(stored, {
      ...document,
      signerName: name.trim(),
      signature: padRef.current?.toDataURL() ?? '',
    });
  };

  return (
    <form
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
        <div className={styles.signature}>
          <OutlinedField
            label="성명"
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText="차입자 본인의 이름을 입력해주세요."
            disabled={isLoading}
            autoComplete="name"
            fullWidth
            inputProps={{ maxLength: 20 }}
          />
          <SignaturePad
            ref={padRef}
            name={name}
            disabled={isLoading}
            error={signatureError}
            onChange={(signed) => {
              if (signed) setSignatureError(null);
            }}
          />
        </div>
      </LoanSection>
      {agreement.shown ? (
        <Alert
          severity={agreement.unconfirmed ? 'info' : 'error'}
          className={styles.alert}
          action={
            agreement.unconfirmed ? (
              <Button component={RouterLink} to={paths.myNft()} size="small" color="inherit">
                내 음악
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{agreement.shown.title}</AlertTitle>
          {agreement.shown.sentence}
        </Alert>
      ) : null}
      <BottomCta sticky={false} divider>
        <ConsentCheckbox checked={agreed} onChange={setAgreed} disabled={isLoading} />
        {stored === null ? (
          <Typography variant="body2" className={text.warning}>
            희망 대출 금액과 상환 회차가 없어 제출할 수 없습니다.
          </Typography>
        ) : null}
        <Button type="submit" variant="primary" size="big" disabled={!canSubmit || offline}>
          <BusyLabel busy={isLoading} label="제출하기" busyLabel="제출 중..." />
        </Button>
        <StillWorking busy={isLoading} message={agreement.notice} />
        <OfflineActionNote offline={offline} />
      </BottomCta>
    </form>
  );
}
