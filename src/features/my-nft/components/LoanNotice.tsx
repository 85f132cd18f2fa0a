import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

/** Why the loan button is not offered, said in place of a button that would do nothing. */
export function LoanNotice({
  children,
  onRetry,
  alert = false,
}: {
  children: string;
  onRetry?: () => void;
  /** An error the user should hear about at once (not a plain explanation). */
  alert?: boolean;
}) {
  return (
    <Box
      role={alert ? 'alert' : undefined}
      sx={{
        mt: 2,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.default',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
      }}
    >
      <InfoOutlinedIcon fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} aria-hidden />
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontSize: 'size.base' }}>{children}</Typography>
        {onRetry ? (
          <Button variant="line-primary" size="extra" sx={{ mt: 1 }} onClick={onRetry}>
            다시 시도
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
