import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { centredColumnSx } from '@/shared/ui/text-layout';

/** The long waits of registration (valuation, minting): what happens and how long it takes. */
export function LoadingScreen({ title, hint }: { title: string; hint: string }) {
  return (
    <Box
      role="status"
      sx={{
        ...centredColumnSx,
        minHeight: 'calc(100dvh - 3.5rem)',
        justifyContent: 'center',
        gap: 2,
        px: 3,
      }}
    >
      <CircularProgress size={56} aria-label={title} />
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      <Typography color="text.secondary">{hint}</Typography>
    </Box>
  );
}
