import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages } from '@/features/home/messages';

export interface ListLoadErrorProps {
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

/** Shown above the (empty) sections when the list call failed, with a way to try again. */
export function ListLoadError({ detail, retrying, onRetry }: ListLoadErrorProps) {
  return (
    <Box
      role="alert"
      sx={{
        mx: 2.5,
        mt: 2,
        p: 2,
        borderRadius: 3,
        bgcolor: 'warning.light',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {messages.loadFailed}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      </Box>
      <Button variant="line-primary" size="small" onClick={onRetry} disabled={retrying}>
        다시 시도
      </Button>
    </Box>
  );
}
