import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { settlementApi } from '@/shared/api/settlement-api';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import type { RepaymentSchedule } from '@/shared/api/wire/schemas';
import { CSV_TYPE } from '@/shared/lib/csv';
import { saveFile } from '@/shared/lib/save-file';
import { useAppDispatch } from '@/shared/store/hooks';
import { repaymentTabs } from '@/features/settlement/lib/repayment-tabs';
import { statementCsv, statementFileName } from '@/features/settlement/lib/statement';
import text from '@/shared/ui/text.module.css';
import styles from './StatementButton.module.css';

/**
 * 내려받기: the open tab's rounds, as listed, as a CSV for a spreadsheet or a tax return. An
 * investor's file splits each round and gives the tax withheld, which needs every round of their
 * loans: the other tabs come from the cache when the screen has them, or are asked for once.
 */
export function StatementButton({
  side,
  status,
  count,
  rows: rowsNow,
}: {
  side: ContractRole;
  status: RepaymentStatus;
  /** How many rounds are listed. */
  count: number;
  /** The rounds as listed (the song filter and the order), read when the button is tapped. */
  rows: () => RepaymentSchedule[];
}) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const rows = rowsNow();
      let all = rows;
      if (side === 'LENDER') {
        const answers = await Promise.all(
          repaymentTabs.map((tab) =>
            dispatch(
              settlementApi.endpoints.getConfirmedContracts.initiate(
                { status: tab.status, role: side },
                { subscribe: false },
              ),
            ).unwrap(),
          ),
        );
        all = answers.flatMap((answer) => answer.repaymentSchedules.repaymentScheduleList);
      }
      const now = new Date();
      saveFile(statementFileName(side, status, now), statementCsv(side, rows, all), CSV_TYPE);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.statement}>
      <Button
        variant="line-secondary"
        size="small"
        startIcon={<FileDownloadOutlined aria-hidden />}
        disabled={busy || count === 0}
        onClick={() => void download()}
      >
        {busy ? '파일 만드는 중...' : '내려받기 (CSV)'}
      </Button>
      {failed ? (
        <Typography role="alert" variant="body2" className={text.warning}>
          내역을 모두 불러오지 못해 파일을 만들지 못했어요. 잠시 후 다시 시도해주세요.
        </Typography>
      ) : null}
    </div>
  );
}
