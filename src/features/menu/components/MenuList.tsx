import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import styles from './MenuList.module.css';

/** The menu's items; the wallet is the one item the spec names. */
export function MenuList({ onWallet }: { onWallet: () => void }) {
  return (
    <List component="nav" aria-label="메뉴" className={styles.list}>
      <ListItemButton onClick={onWallet} className={styles.item}>
        <ListItemIcon className={styles.icon}>
          <AccountBalanceWalletOutlinedIcon aria-hidden />
        </ListItemIcon>
        <ListItemText primary="내 지갑" slotProps={{ primary: { className: styles.label } }} />
        <ChevronRightIcon className={styles.chevron} aria-hidden />
      </ListItemButton>
    </List>
  );
}
