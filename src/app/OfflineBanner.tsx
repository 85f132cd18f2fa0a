import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOffline } from '@/shared/hooks/use-offline';
import { layout } from './theme/theme';

/** Said at the top of every screen while there is no connection. */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Box
      role="status"
      sx={{
        // Over the content just under the header, wherever the page is scrolled.
        position: 'fixed',
        top: `calc(${layout.headerHeight} + env(safe-area-inset-top, 0px) + 8px)`,
        left: '50%',
        transform: 'translateX(-50%)',
        width: `min(calc(100% - 32px), calc(${layout.maxWidth}px - 32px))`,
        zIndex: 1100,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'grey.900',
        color: 'common.white',
        boxShadow: 3,
      }}
    >
      <CloudOffOutlined fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        인터넷에 연결되어 있지 않아요. 연결되면 다시 불러올 수 있어요.
      </Typography>
    </Box>
  );
}
