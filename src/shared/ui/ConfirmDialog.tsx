import Dialog from '@mui/material/Dialog';
import { useId, type ReactNode } from 'react';
import { buttonClass } from './plain-button';
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

/**
 * Spec §4: title, optional sub-text, two buttons; closes on overlay click or a button. MUI's Dialog
 * for what a modal does (the focus trap, the backdrop, the fade, the rest of the page hidden from
 * assistive technology); its inside as plain elements (ConfirmDialog.module.css), drawn as MUI's
 * DialogTitle, DialogContentText and the theme's Buttons drew it: opening it renders a third of
 * the MUI components it did (a tap's paint at 4× CPU, docs/performance.md).
 */
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
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {note ? <div className={styles.note}>{note}</div> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass('line-secondary', 'medium')}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'medium')}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
