import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import styles from './ResultDialog.module.css';

export interface ResultDialogProps {
  open: boolean;
  title: string;
  lines: string[];
  onConfirm: () => void;
  /** The button's words, when "확인" does not say where it leads. */
  confirmLabel?: string;
}

/** An outcome the user acknowledges with one button (investment complete, error). */
export function ResultDialog({
  open,
  title,
  lines,
  onConfirm,
  confirmLabel = '확인',
}: ResultDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={descriptionId} className={styles.content}>
        {lines.map((line) => (
          <DialogContentText key={line}>{line}</DialogContentText>
        ))}
      </DialogContent>
      <DialogActions className={styles.actions}>
        <Button variant="primary" size="medium" fullWidth onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
