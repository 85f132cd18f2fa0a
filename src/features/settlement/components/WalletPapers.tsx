import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatDateTime, formatWon } from '@/shared/lib/format';
import {
  papersLoaded,
  selectMyPapers,
  selectPaperKeepFailed,
  selectPapersStatus,
} from '@/shared/papers/papers-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/PageLoader';
import text from '@/shared/ui/text.module.css';
import { WalletSection } from './WalletFigures';
import styles from './WalletPapers.module.css';

/** 내 계약서: the signed contracts kept on this phone, each by its song, amount and date. */
export function WalletPapers() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectPapersStatus);
  const papers = useAppSelector(selectMyPapers);
  const keepFailed = useAppSelector(selectPaperKeepFailed);

  useEffect(() => {
    void dispatch(papersLoaded());
  }, [dispatch]);

  let body;
  if (status === 'idle' || status === 'loading') {
    body = (
      <div className={styles.loading}>
        <Spinner label="계약서를 불러오는 중..." size={20} />
        <span>계약서를 불러오는 중...</span>
      </div>
    );
  } else if (status === 'unavailable') {
    body = (
      <ErrorState
        message="이 브라우저에서는 계약서 사본을 보관할 수 없어요. 개인 정보 보호 모드라면 일반 모드에서 열어주세요."
        onRetry={() => void dispatch(papersLoaded())}
      />
    );
  } else if (papers.length === 0) {
    body = <Typography className={styles.empty}>아직 서명한 대출 계약서가 없어요.</Typography>;
  } else {
    body = (
      <ul className={styles.list}>
        {papers.map((paper) => (
          <li key={paper.paperId}>
            <RouterLink to={paths.signedContract(paper.paperId)} className={styles.paper}>
              <DescriptionOutlined aria-hidden className={styles.icon} />
              <span className={styles.text}>
                <span className={`${styles.song} ${text.clamp2}`}>
                  {paper.terms.copyright.title}
                </span>
                <span className={styles.detail}>
                  {formatWon(paper.terms.loanCondition.loanAmount)} ·{' '}
                  {paper.terms.loanCondition.repaymentCount}회 · {formatDateTime(paper.signedAt)}{' '}
                  서명
                </span>
              </span>
              <ChevronRightIcon aria-hidden className={styles.chevron} />
            </RouterLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <WalletSection
      title="내 계약서"
      lead="서명한 대출 계약서의 사본은 이 휴대폰에만 저장돼요. 서버로 보내지 않아요."
    >
      {keepFailed ? (
        <Typography role="alert" variant="body2" className={`${text.warning} ${styles.failed}`}>
          마지막으로 서명한 계약서의 사본을 이 휴대폰에 저장하지 못했어요. 대출 신청은 정상적으로
          접수되었어요.
        </Typography>
      ) : null}
      {body}
    </WalletSection>
  );
}
