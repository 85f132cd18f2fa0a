import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** The long waits of registration (valuation, minting): what happens and how long it takes. */
export function LoadingScreen({ title, hint }: { title: string; hint: string }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: 'calc(100dvh - 3.5rem)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
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
