import { COPYRIGHT_NOT_FOUND } from '@/features/loan/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetLoanInfoQuery } from '@/shared/api/loans-api';
import type { LoanInfo } from '@/shared/api/wire/loan-schemas';
import { paths } from '@/shared/config/paths';
import { floorWon, formatNumber, formatRatePercent, formatWon } from '@/shared/lib/format';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { amountFromInput, clampAmount, roundsFromInput } from '@/features/loan/amount-input';
import { withLoanRouteIds } from '@/features/loan/components/LoanRoute';
import { AmountInWords } from '@/shared/ui/AmountInWords';
import { BottomCta } from '@/shared/ui/BottomCta';
import { OutlinedField } from '@/shared/ui/OutlinedField';
import { LoanSection } from '@/features/loan/components/LoanSection';
import { InfoList } from '@/shared/ui/InfoList';
import { MAX_REPAYMENT_COUNT, MIN_REPAYMENT_COUNT } from '@/shared/lending/rules';
import { readLoanTerms, saveLoanTerms } from '@/features/loan/loan-terms';
import type { LoanRouteIds } from '@/features/loan/route-ids';
import styles from './LoanInfoInputPage.module.css';

const unit = (text: string) => ({
  endAdornment: <InputAdornment position="end">{text}</InputAdornment>,
});

function LoanInfoForm({ copyrightId, contractId, info }: LoanRouteIds & { info: LoanInfo }) {
  const navigate = useNavigate();
  const { minimumLoanAmount: min, maximumLoanAmount: max, interestCalculationRatio } = info;
  // Coming back from the confirm screen shows what was chosen before.
  const [stored] = useState(() => readLoanTerms(contractId));
  const [amount, setAmount] = useState<number | null>(() =>
    stored ? clampAmount(stored.amount, min, max) : null,
  );
  const [rounds, setRounds] = useState(() => (stored ? String(stored.count) : ''));
  const [saveFailed, setSaveFailed] = useState(false);

  const cannotBorrow = max < min;
  const monthlyInterest = floorWon((amount ?? 0) * interestCalculationRatio);
  const ready = !cannotBorrow && amount !== null && amount > 0 && rounds !== '';

  const next = () => {
    const finalAmount = clampAmount(amount, min, max);
    if (!ready || finalAmount === null) return;
    setAmount(finalAmount);
    if (!saveLoanTerms(contractId, { amount: finalAmount, count: Number(rounds) })) {
      setSaveFailed(true);
      return;
    }
    navigate(paths.loanConfirm(copyrightId, contractId));
  };

  return (
    // Not a <form>: going on is a navigation, and React 19 turns a submit that starts a transition
    // (react-router navigates in one) into a form action.
    <div>
      <LoanSection title="대출 조건">
        <InfoList
          panel
          rows={[
            { label: '대출 방식', value: info.loanCondition.loanType },
            { label: '대출 가능 금액', value: `${formatWon(min)} ~ ${formatWon(max)}` },
            {
              label: '연 이자율',
              value: `연 ${formatRatePercent(info.loanCondition.interestRate)}`,
            },
            {
              label: '연체 이자율',
              value: `연 ${formatRatePercent(info.loanCondition.overdueRate)}`,
            },
          ]}
        />
      </LoanSection>
      <LoanSection title="희망 대출 정보">
        {cannotBorrow ? (
          <Alert severity="info" className={styles.noAmount}>
            이 저작권의 평가액으로는 대출 가능한 금액이 없습니다.
          </Alert>
        ) : null}
        <div className={styles.fields}>
          <OutlinedField
            label="희망 대출 금액"
            value={amount === null ? '' : formatNumber(amount)}
            onChange={(event) => setAmount(amountFromInput(event.target.value, max))}
            onBlur={() => setAmount((current) => clampAmount(current, min, max))}
            helperText={
              <>
                <AmountInWords amount={amount} />
                {`최소 ${formatWon(min)} ~ 최대 ${formatWon(max)}`}
              </>
            }
            disabled={cannotBorrow}
            fullWidth
            {...unit('원')}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          <OutlinedField
            label="예상 월 이자"
            value={formatNumber(monthlyInterest)}
            helperText="희망 대출 금액에 월 이자율을 곱한 금액입니다(원 미만 버림)."
            fullWidth
            {...unit('원')}
            readOnly
          />
          <OutlinedField
            label="희망 상환 회차"
            value={rounds}
            onChange={(event) =>
              setRounds((previous) => roundsFromInput(event.target.value, previous))
            }
            helperText={`${MIN_REPAYMENT_COUNT}~${MAX_REPAYMENT_COUNT}회`}
            disabled={cannotBorrow}
            fullWidth
            {...unit('회')}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 2 }}
          />
        </div>
        {saveFailed ? (
          <Alert severity="error" className={styles.saveFailed}>
            입력한 정보를 브라우저에 저장하지 못했습니다. 브라우저 저장소 설정을 확인한 뒤 다시
            시도해주세요.
          </Alert>
        ) : null}
      </LoanSection>
      <BottomCta divider>
        <Button variant="primary" size="big" disabled={!ready} onClick={next}>
          다음
        </Button>
      </BottomCta>
    </div>
  );
}

function LoanInfoInput(ids: LoanRouteIds) {
  const { data, error, isLoading, refetch } = useGetLoanInfoQuery(ids.contractId);
  if (isLoading) return <PageLoader />;
  if (!data) {
    return <ApiErrorState error={error} notFound={COPYRIGHT_NOT_FOUND} onRetry={refetch} />;
  }
  return <LoanInfoForm {...ids} info={data} />;
}

export default withLoanRouteIds(LoanInfoInput);
