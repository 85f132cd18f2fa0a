import Typography from '@mui/material/Typography';
import { OFFLINE_ACTION_MESSAGE } from '@/shared/hooks/use-offline';
import text from './text.module.css';

/** Why a button that sends something is disabled: there is no connection. */
export function OfflineActionNote({ offline }: { offline: boolean }) {
  if (!offline) return null;
  return (
    <Typography variant="body2" className={`${text.centred} ${text.warning}`}>
      {OFFLINE_ACTION_MESSAGE}
    </Typography>
  );
}
