import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: string;
  cancelLabel?: string;
  confirmLabel?: string;
  /** Disables both buttons while the confirmed action runs (a double tap never acts twice). */
  busy?: boolean;
  /** Shown under the text, e.g. that a slow request is still running. */
  note?: ReactNode;
  /** The confirm button's content while busy. */
  busyLabel?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec §4: title, optional sub-text, two buttons; closes on overlay click or a button. */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel = '취소',
  confirmLabel = '확인',
  busy = false,
  note,
  busyLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {description ? (
        <DialogContent className={styles.description}>
          <DialogContentText id={descriptionId}>{description}</DialogContentText>
        </DialogContent>
      ) : null}
      {note ? <DialogContent className={styles.note}>{note}</DialogContent> : null}
      <DialogActions className={styles.actions}>
        <Button variant="line-secondary" size="medium" fullWidth onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="primary" size="medium" fullWidth onClick={onConfirm} disabled={busy}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
