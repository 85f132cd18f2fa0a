import Typography from '@mui/material/Typography';
import { Spinner } from '@/shared/ui/PageLoader';
import styles from './LoadingScreen.module.css';

/** The long waits of registration (valuation, minting): what happens and how long it takes. */
export function LoadingScreen({ title, hint }: { title: string; hint: string }) {
  return (
    <div role="status" className={styles.screen}>
      <Spinner size={56} label={title} />
      <Typography component="h2" variant="h2">
        {title}
      </Typography>
      <Typography color="textSecondary">{hint}</Typography>
    </div>
  );
}
