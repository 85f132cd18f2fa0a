import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDateTime } from '@/shared/lib/format';
import { todayKst } from '@/shared/lib/dates';
import {
  paperDeleted,
  papersLoaded,
  selectMyPapers,
  selectPapersStatus,
} from '@/shared/papers/papers-slice';
import type { SignedContractCopy } from '@/shared/papers/signed-contracts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { CHECKLIST_ITEMS } from '@/features/loan/components/BorrowerChecklist';
import { ContractArticles } from '@/features/loan/components/ContractArticles';
import { LoanSection } from '@/features/loan/components/LoanSection';
import { LoanSummarySections } from '@/features/loan/components/LoanSummarySections';
import { ScheduleSection } from '@/features/loan/components/ScheduleSection';
import pages from './loan-pages.module.css';
import styles from './SignedContractPage.module.css';

export const PHONE_ONLY_NOTE =
  '이 사본은 이 휴대폰의 브라우저에만 저장되어 있어요. 서버로 보내지 않으며, 브라우저 데이터를 지우면 함께 사라져요. 오래 보관하려면 PDF로 저장해주세요.';

/** The loan contract exactly as it was signed, from the copy kept on this phone. */
function SignedDocument({ copy }: { copy: SignedContractCopy }) {
  const signedOn = todayKst(new Date(copy.signedAt));
  return (
    <article aria-labelledby="signed-contract-title">
      <div className={pages.intro}>
        <Typography id="signed-contract-title" component="h2" variant="h2">
          음원 저작권 NFT 담보 대출 계약서
        </Typography>
        <Typography variant="body2" color="textSecondary" className={pages.introText}>
          서명 일시: {formatDateTime(copy.signedAt)} (한국 시간)
        </Typography>
      </div>
      <LoanSummarySections terms={copy.terms} title="대출 조건 요약" />
      <LoanSection title="계약 조항">
        <ContractArticles
          condition={copy.terms.loanCondition}
          copyright={copy.terms.copyright}
          parties={{ borrowerName: copy.borrowerName }}
          writtenDate={signedOn}
        />
      </LoanSection>
      <ScheduleSection
        condition={copy.terms.loanCondition}
        title="상환 일정표 (예상)"
        signedOn={signedOn}
      />
      <LoanSection title="차입자 사전 확인 사항">
        <ul className={styles.checklist}>
          {CHECKLIST_ITEMS.map((item) => (
            <Typography component="li" variant="body2" key={item}>
              <span className={styles.checked}>확인함</span> {item}
            </Typography>
          ))}
        </ul>
      </LoanSection>
      <LoanSection title="서명">
        <dl className={styles.signature}>
          <dt>성명</dt>
          <dd className={styles.signerName}>{copy.signerName}</dd>
          <dt>서명</dt>
          <dd>
            <img
              src={copy.signature}
              alt={`${copy.signerName}의 서명`}
              className={styles.signatureImage}
            />
          </dd>
        </dl>
      </LoanSection>
    </article>
  );
}

export default function SignedContractPage() {
  const { paperId } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectPapersStatus);
  const copy = useAppSelector(selectMyPapers).find((kept) => kept.paperId === paperId);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);

  useEffect(() => {
    void dispatch(papersLoaded());
  }, [dispatch]);

  if (status === 'idle' || status === 'loading')
    return <PageLoader label="계약서를 불러오는 중..." />;
  if (status === 'unavailable') {
    return (
      <ErrorState
        message="이 브라우저에서는 저장된 계약서를 읽을 수 없어요. 개인 정보 보호 모드라면 일반 모드에서 열어주세요."
        onRetry={() => void dispatch(papersLoaded())}
      />
    );
  }
  if (!copy) {
    return (
      <div className={styles.missing}>
        <Typography>이 휴대폰에 저장된 계약서 사본을 찾을 수 없어요.</Typography>
        <Button variant="line-primary" size="medium" onClick={() => navigate(paths.wallet())}>
          내 지갑으로
        </Button>
      </div>
    );
  }

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setDeleteFailed(false);
    const result = await dispatch(paperDeleted(copy.paperId));
    setDeleting(false);
    if (paperDeleted.fulfilled.match(result)) navigate(paths.wallet(), { replace: true });
    else setDeleteFailed(true);
  };

  return (
    <div className={styles.page}>
      <Alert severity="info" className={styles.note}>
        {PHONE_ONLY_NOTE}
      </Alert>
      <SignedDocument copy={copy} />
      <div className={styles.actions}>
        {deleteFailed ? (
          <Alert severity="error">사본을 삭제하지 못했어요. 잠시 후 다시 시도해주세요.</Alert>
        ) : null}
        <Button variant="primary" size="big" onClick={() => window.print()}>
          인쇄 또는 PDF로 저장
        </Button>
        <Button
          variant="line-secondary"
          size="big"
          disabled={deleting}
          onClick={() => setConfirming(true)}
        >
          {deleting ? '삭제 중...' : '이 휴대폰에서 사본 삭제'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="이 계약서 사본을 삭제하시겠습니까?"
        description="이 휴대폰에서만 지워지고 되살릴 수 없어요. 대출 계약은 그대로 유지돼요."
        cancelLabel="취소"
        confirmLabel="삭제"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
