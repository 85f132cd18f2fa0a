import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, type ReactNode } from 'react';
import type { PickRule } from '@/features/nft-register/file-rules';

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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {children}
      <Button
        variant="line-primary"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
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
      <Typography sx={{ fontSize: 'size.sm', color: 'text.secondary' }}>
        {rule.formats} 파일
      </Typography>
      {busy ? (
        <Typography role="status" sx={{ fontSize: 'size.md' }}>
          파일을 읽는 중...
        </Typography>
      ) : null}
      {error ? (
        <Typography role="alert" sx={{ fontSize: 'size.md', color: 'error.main', fontWeight: 400 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}

/** "name · 3.00MB" line for a chosen file. */
export function ChosenFile({ name, size }: { name: string; size: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 1,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'grey.100',
        fontSize: 'size.md',
      }}
    >
      <Typography sx={{ fontSize: 'inherit', wordBreak: 'break-all' }}>{name}</Typography>
      <Typography sx={{ fontSize: 'inherit', color: 'text.secondary', flexShrink: 0 }}>
        {size}
      </Typography>
    </Box>
  );
}
