import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import text from '@/shared/ui/text.module.css';
import styles from './SettlementLinkCard.module.css';

export interface SettlementLinkCardProps {
  to: string;
  title: string;
  description: string;
  tone: 'primary' | 'positive';
}

/** A whole-card link on the settlement hub; its name is the title, the description explains it. */
export function SettlementLinkCard({ to, title, description, tone }: SettlementLinkCardProps) {
  const Icon = tone === 'positive' ? SavingsOutlinedIcon : PaymentsOutlinedIcon;
  return (
    <li>
      <RouterLink to={to} className={`${styles.link} ${styles[tone]}`}>
        <span aria-hidden className={styles.icon}>
          <Icon />
        </span>
        <div className={styles.text}>
          <Typography component="h2" className={text.cardTitle}>
            {title}
          </Typography>
          <Typography className={styles.description}>{description}</Typography>
        </div>
        <ChevronRightIcon aria-hidden className={styles.chevron} />
      </RouterLink>
    </li>
  );
}
