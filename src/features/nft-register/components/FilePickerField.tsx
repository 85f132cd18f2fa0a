import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import type { PickRule } from '@/features/nft-register/file-rules';
import styles from './FilePickerField.module.css';

interface FilePickerFieldProps {
  label: string;
  rule: PickRule;
  /** 'chosen' turns the button into "change". */
  chosen: boolean;
  busy: boolean;
  error: string | null;
  onPick: (file: File) => void;
  /** What is chosen now (name, size, preview). */
  children?: ReactNode;
}

/** A labelled file field: a real button opens the hidden input, so it works by keyboard. */
export function FilePickerField({
  label,
  rule,
  chosen,
  busy,
  error,
  onPick,
  children,
}: FilePickerFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.field}>
      <Typography component="h3" className={styles.label}>
        {label}
      </Typography>
      {children}
      <Button
        variant="line-primary"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        className={styles.pick}
      >
        {chosen ? `${label} 변경` : `${label} 선택`}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={rule.accept}
        aria-label={`${label} 파일`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Lets the same file be picked again after a refusal.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Typography className={styles.formats}>{rule.formats} 파일</Typography>
      {busy ? (
        <Typography role="status" className={styles.status}>
          파일을 읽는 중...
        </Typography>
      ) : null}
      {error ? (
        <Typography role="alert" className={styles.error}>
          {error}
        </Typography>
      ) : null}
    </div>
  );
}

/** "name · 3.00MB" line for a chosen file. */
export function ChosenFile({ name, size }: { name: string; size: string }) {
  return (
    <div className={styles.chosen}>
      <Typography className={styles.name}>{name}</Typography>
      <Typography className={styles.size}>{size}</Typography>
    </div>
  );
}
