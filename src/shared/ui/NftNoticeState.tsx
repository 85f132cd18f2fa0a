import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Link as RouterLink } from 'react-router-dom';
import styles from './NftNoticeState.module.css';

export interface NftNoticeStateProps {
  title: string;
  description?: string;
  /** The one way on: a link (`to`) or an action (`onClick`). */
  action: { label: string; to?: string; onClick?: () => void };
  /** h2 for a whole screen's message, h3 inside a section (an empty list). */
  headingLevel?: 'h2' | 'h3';
}

/** A message with one way on: no NFT chosen, an unknown NFT, an empty list. */
export function NftNoticeState({
  title,
  description,
  action,
  headingLevel = 'h2',
}: NftNoticeStateProps) {
  const linkProps = action.to ? { component: RouterLink, to: action.to } : {};
  return (
    <div className={headingLevel === 'h2' ? styles.notice : `${styles.notice} ${styles.inSection}`}>
      <LibraryMusicOutlinedIcon className={styles.icon} aria-hidden />
      <Typography component={headingLevel} variant="h3">
        {title}
      </Typography>
      {description ? <Typography color="textSecondary">{description}</Typography> : null}
      <Button
        {...linkProps}
        onClick={action.onClick}
        variant="line-primary"
        size="small"
        className={styles.action}
      >
        {action.label}
      </Button>
    </div>
  );
}
