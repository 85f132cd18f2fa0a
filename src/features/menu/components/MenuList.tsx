import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/** The menu's items; the wallet is the one item the spec names. */
export function MenuList({ onWallet }: { onWallet: () => void }) {
  return (
    <List component="nav" aria-label="메뉴" sx={{ px: 1 }}>
      <ListItemButton onClick={onWallet} sx={{ borderRadius: 2, py: 1.5 }}>
        <ListItemIcon sx={{ minWidth: 40, color: 'text.primary' }}>
          <AccountBalanceWalletOutlinedIcon aria-hidden />
        </ListItemIcon>
        <ListItemText primary="내 지갑" slotProps={{ primary: { fontWeight: 700 } }} />
        <ChevronRightIcon sx={{ color: 'text.secondary' }} aria-hidden />
      </ListItemButton>
    </List>
  );
}
