import { errorCause, errorMessage, type ErrorCause } from '@/shared/api/api-error';
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

export interface ApiErrorStateProps {
  error: unknown;
  /** This screen's words for a thing that is not there. */
  notFound?: string;
  onRetry?: () => void;
}

/**
 * A failed query, worded by its cause (shared/api/api-error.ts). Retry is offered where trying
 * again can help: not for a thing that is not there, a refusal, or a missing permission.
 */
export function ApiErrorState({ error, notFound, onRetry }: ApiErrorStateProps) {
  const cause = errorCause(error);
  const retryHelps = cause === null || RETRYABLE.has(cause);
  return (
    <ErrorState
      message={errorMessage(error, { notFound })}
      onRetry={retryHelps ? onRetry : undefined}
    />
  );
}

const RETRYABLE: ReadonlySet<ErrorCause> = new Set(['network', 'timeout', 'server', 'conflict']);
