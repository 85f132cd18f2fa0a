import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Loading state with the spec's loading text (§8). */
export function PageLoader({ label = '데이터를 불러오는 중...' }: { label?: string }) {
  return (
    <Box
      sx={{ py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      role="status"
    >
      <CircularProgress aria-label={label} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
