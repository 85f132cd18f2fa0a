import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { type TabKey } from '@/shared/config/route-facts';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { Notice } from '@/shared/ui/Notice';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';
import { useRouteFacts } from '@/app/use-route-facts';
import { layout } from '@/app/theme/theme';
import { Frame, headerSx } from './Frame';
import { Logo } from './Logo';
import { ScreenOutlet } from './ScreenOutlet';

/** The bottom tabs (spec §2); which screens select each is their route's `tab`. */
const tabs: Array<{ key: TabKey; label: string; to: string; Icon: typeof HomeOutlinedIcon }> = [
  { key: 'home', label: '홈', to: patterns.main, Icon: HomeOutlinedIcon },
  { key: 'myNft', label: '내 음악', to: patterns.myNft, Icon: LibraryMusicOutlinedIcon },
  { key: 'adjustment', label: '정산 관리', to: patterns.adjustment, Icon: ReceiptLongOutlinedIcon },
];

export function TabbedLayout() {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const [pendingTab, setPendingTab] = useState<string | null>(null);
  const [likesNotice, setLikesNotice] = useState(false);
  const selected = useRouteFacts().tab;

  const openTab = (key: TabKey) => {
    const tab = tabs.find((t) => t.key === key);
    if (!tab) return;
    if (key !== 'home' && !isLoggedIn) {
      setPendingTab(tab.to);
      return;
    }
    void navigate(tab.to);
  };

  return (
    <Frame bottomInset={layout.tabBarHeight}>
      <Box component="header" sx={{ ...headerSx, justifyContent: 'space-between', pl: 2 }}>
        <RouterLink
          to={paths.main()}
          aria-label="뮤직론 홈으로"
          style={{ display: 'flex', textDecoration: 'none' }}
        >
          <Logo />
        </RouterLink>
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label="관심 목록" onClick={() => setLikesNotice(true)}>
            <FavoriteBorderIcon />
          </IconButton>
          <IconButton aria-label="전체 메뉴" component={RouterLink} to={paths.menu()}>
            <MenuIcon />
          </IconButton>
        </Box>
      </Box>

      <ScreenOutlet />

      <Box
        component="nav"
        aria-label="주요 메뉴"
        sx={{
          position: 'fixed',
          bottom: 0,
          left: 0,
          right: 0,
          mx: 'auto',
          maxWidth: layout.maxWidth,
          zIndex: 10,
          bgcolor: 'background.paper',
          borderTop: '1px solid',
          borderColor: 'divider',
          pb: 'env(safe-area-inset-bottom, 0px)',
        }}
      >
        <BottomNavigation
          showLabels
          value={selected ?? false}
          onChange={(_event, key: TabKey) => openTab(key)}
          sx={{ height: layout.tabBarHeight }}
        >
          {tabs.map(({ key, label, Icon }) => (
            <BottomNavigationAction
              key={key}
              value={key}
              label={label}
              icon={<Icon />}
              aria-current={selected === key ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Box>

      <LoginRequiredDialog
        open={pendingTab !== null}
        onCancel={() => setPendingTab(null)}
        onLogin={() => {
          const next = pendingTab ?? undefined;
          setPendingTab(null);
          void navigate(paths.login(next));
        }}
      />
      <Notice
        open={likesNotice}
        autoHideDuration={2500}
        message="관심 목록은 곧 만나보실 수 있어요."
        onClose={() => setLikesNotice(false)}
      />
    </Frame>
  );
}
