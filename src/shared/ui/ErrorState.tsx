import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** A failed or malformed response shown as a readable state with a way to try again. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ py: 8, px: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      {onRetry ? (
        <Button variant="line-primary" size="small" onClick={onRetry}>
          다시 시도
        </Button>
      ) : null}
    </Box>
  );
}
