import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InvestInfo } from '@/shared/api/wire/schemas';
import { paths } from '@/shared/config/paths';
import { formatWon, rateToBasisPoints } from '@/shared/lib/format';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useBrowserOffline } from '@/shared/hooks/use-offline';
import { OfflineActionNote } from '@/shared/ui/OfflineActionNote';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Typography from '@mui/material/Typography';
import type { ContractTerms } from '@/shared/api/wire/schemas';
import { todayKst } from '@/shared/lib/dates';
import { afterTax, INTEREST_INCOME_TAX } from '@/shared/lending/interest-tax';
import { InvestorRounds } from './InvestorRounds';
import { BusyLabel, StillWorking } from '@/shared/ui/StillWorking';
import { useInvestSubmit } from '@/features/invest/hooks/use-invest-submit';
import {
  expectedMonthlyInterest,
  quickAmountLimit,
  sharePercentText,
} from '@/features/invest/invest-math';
import { DEFAULT_INTEREST_RATIO } from '@/shared/lending/rules';
import { AmountField } from './AmountField';
import { BottomCta } from '@/shared/ui/BottomCta';
import { DetailSection } from '@/shared/ui/DetailSection';
import { InfoList } from '@/shared/ui/InfoList';
import { InvestmentNotes } from './InvestmentNotes';
import { ResultDialog } from './ResultDialog';
import styles from './InvestmentForm.module.css';

export const TAX_EXPLANATION = `이자에서 이자소득세 14%와 지방소득세 1.4%(합계 ${INTEREST_INCOME_TAX.totalPercentText})를 회차마다 10원 미만을 버리고 원천징수한 뒤 받는 금액이에요. 원금에는 세금이 없어요.`;

export interface InvestmentFormProps {
  contractId: number;
  /** The loan's terms: the rounds the investor would receive follow them. */
  terms: Pick<ContractTerms, 'interestRate' | 'overdueRate' | 'repaymentCount'>;
  /** The server's limits and ratios; undefined while they load. */
  info: InvestInfo | undefined;
  /** What the loan still needs (the contract's progress): no quick amount goes past it. */
  remaining: number;
}

/** Amount, what it earns, the notes and consent, then confirm → invest → result (InvestSubmit). */
export function InvestmentForm({ contractId, terms, info, remaining }: InvestmentFormProps) {
  const [amount, setAmount] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const value = amount ?? 0;

  const interestRatio = info?.interestCalculationRatio ?? DEFAULT_INTEREST_RATIO;
  const monthlyInterest = expectedMonthlyInterest(value, interestRatio);
  const monthlyKept = afterTax(monthlyInterest);
  const keptOverLoan = monthlyKept * terms.repaymentCount;
  const [taxInfoOpen, setTaxInfoOpen] = useState(false);
  const today = todayKst(new Date());
  const hint = info
    ? `최소 ${formatWon(info.minimumLoanAmount)} ~ 최대 ${formatWon(info.maximumLoanAmount)}`
    : '투자 가능 금액을 불러오는 중...';
  const outOfRange =
    info !== undefined &&
    value > 0 &&
    (value < info.minimumLoanAmount || value > info.maximumLoanAmount);

  return (
    <div>
      <DetailSection headingLevel="h2" rule="bottom" title="투자 정보 입력">
        <AmountField
          amount={amount}
          onChange={setAmount}
          hint={hint}
          warn={outOfRange}
          limit={info ? quickAmountLimit(info.maximumLoanAmount, remaining) : null}
        />
        <div className={styles.earnings}>
          <InfoList
            rows={[
              {
                label: '나의 지분율',
                value: sharePercentText(value, info?.shareCalculationRatio ?? 0),
              },
              {
                label: '예상 월 이자',
                value: formatWon(monthlyInterest),
              },
              { label: '세후 월 이자', value: formatWon(monthlyKept) },
              {
                label: `세후 예상 수익 (${terms.repaymentCount}회)`,
                value: formatWon(keptOverLoan),
              },
            ]}
          />
          <Button
            variant="text"
            size="small"
            startIcon={<InfoOutlined aria-hidden />}
            aria-expanded={taxInfoOpen}
            onClick={() => setTaxInfoOpen((open) => !open)}
            className={styles.taxButton}
          >
            세후 수익은 어떻게 계산하나요?
          </Button>
          {taxInfoOpen ? (
            <Typography variant="body2" color="textSecondary" className={styles.taxText}>
              {TAX_EXPLANATION}
            </Typography>
          ) : null}
        </div>
        <InvestorRounds
          investment={value}
          interestBps={rateToBasisPoints(terms.interestRate)}
          overdueBps={rateToBasisPoints(terms.overdueRate)}
          count={terms.repaymentCount}
          startDate={today}
        />
      </DetailSection>
      <DetailSection headingLevel="h2" rule="bottom" title="투자 유의사항">
        <InvestmentNotes />
        <FormControlLabel
          className={styles.consent}
          control={
            <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          }
          label="위 내용을 모두 확인하였습니다"
        />
      </DetailSection>
      <InvestSubmit
        contractId={contractId}
        amount={value}
        keptOverLoan={keptOverLoan}
        ready={agreed && value > 0}
      />
    </div>
  );
}

interface InvestSubmitProps {
  contractId: number;
  amount: number;
  /** What the amount keeps after tax over the loan, for the confirm's summary. */
  keptOverLoan: number;
  /** An amount and the consent are there. */
  ready: boolean;
}

/**
 * 투자하기, its confirm and the result: a component of its own, so that opening or closing a
 * dialog renders these and not the whole form above them (a tap's paint at 4× CPU,
 * docs/performance.md).
 */
function InvestSubmit({ contractId, amount, keptOverLoan, ready }: InvestSubmitProps) {
  const navigate = useNavigate();
  const submit = useInvestSubmit(contractId, amount);
  const offline = useBrowserOffline();
  return (
    <>
      <BottomCta divider>
        <Button
          variant="primary"
          size="big"
          disabled={!ready || submit.busy || submit.closed || offline}
          onClick={submit.openConfirm}
        >
          투자하기
        </Button>
        <OfflineActionNote offline={offline} />
      </BottomCta>

      <ConfirmDialog
        open={submit.confirmOpen}
        title="대출을 신청하시겠습니까?"
        description="신청 후에는 수정할 수 없습니다."
        busy={submit.busy}
        busyLabel={<BusyLabel busy label="확인" busyLabel="처리 중" />}
        note={
          <>
            <Typography variant="body2" className={styles.summary}>
              {`투자 금액 ${formatWon(amount)} · 세후 예상 수익 ${formatWon(keptOverLoan)}`}
            </Typography>
            <StillWorking busy={submit.busy} message={submit.notice} />
          </>
        }
        onCancel={submit.cancelConfirm}
        onConfirm={() => void submit.confirm()}
      />
      <ResultDialog
        open={submit.invested}
        title="투자 완료"
        lines={['투자 신청이 완료되었습니다.']}
        onConfirm={() => navigate(paths.main())}
      />
      <ResultDialog
        open={submit.shown !== null}
        title={submit.shown?.title ?? ''}
        lines={submit.shown ? [submit.shown.sentence] : []}
        // Unconfirmed: the way out is where the investment will show, never a second try.
        confirmLabel={submit.shown?.kind === 'unconfirmed' ? '내가 투자한 음악 보기' : undefined}
        onConfirm={
          submit.shown?.kind === 'unconfirmed'
            ? () => navigate(paths.myNft('invested'))
            : submit.clearShown
        }
      />
    </>
  );
}
