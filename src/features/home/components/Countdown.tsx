import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { formatCountdown } from '../countdown';
import { messages } from '../messages';
import { useNow } from './ClockProvider';

/** Time left to invest, ticking with the page's shared clock. */
export function Countdown({ expirationTime }: { expirationTime: string }) {
  const text = formatCountdown(expirationTime, useNow());
  const ended = text === messages.ended;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        color: ended ? 'text.secondary' : 'primary.main',
      }}
    >
      <AccessTimeIcon sx={{ fontSize: 16 }} aria-hidden />
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', color: 'inherit' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
