import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import styles from './MenuList.module.css';

/**
 * The menu's items; the wallet is the one item the spec names. Logged in it is a link to 내 지갑;
 * a visitor's tap asks to log in first (`onAskLogin`).
 */
export function MenuList({
  isLoggedIn,
  onAskLogin,
}: {
  isLoggedIn: boolean;
  onAskLogin: () => void;
}) {
  const content = (
    <>
      <ListItemIcon className={styles.icon}>
        <AccountBalanceWalletOutlinedIcon aria-hidden />
      </ListItemIcon>
      <ListItemText primary="내 지갑" slotProps={{ primary: { className: styles.label } }} />
      <ChevronRightIcon className={styles.chevron} aria-hidden />
    </>
  );
  return (
    <List component="nav" aria-label="메뉴" className={styles.list}>
      {isLoggedIn ? (
        <ListItemButton component={RouterLink} to={paths.wallet()} className={styles.item}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton onClick={onAskLogin} className={styles.item}>
          {content}
        </ListItemButton>
      )}
    </List>
  );
}
