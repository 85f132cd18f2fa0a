import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOffline } from '../hooks/use-offline';

/** Said at the top of every screen while there is no connection. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'grey.900',
        color: 'common.white',
      }}
    >
      <CloudOffOutlined fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        인터넷에 연결되어 있지 않아요. 연결되면 다시 불러올 수 있어요.
      </Typography>
    </Box>
  );
}
