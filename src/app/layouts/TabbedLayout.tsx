import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { type TabKey } from '@/shared/config/route-fields';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';
import { useRouteFacts } from '@/app/use-route-facts';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { Frame } from './Frame';
import { FavoriteBorderIcon } from '@/shared/watchlist/heart-icons';
import {
  HomeOutlinedIcon,
  LibraryMusicOutlinedIcon,
  MenuIcon,
  ReceiptLongOutlinedIcon,
} from './layout-icons';
import { Logo } from './Logo';
import { ScreenOutlet } from './ScreenOutlet';
import styles from './TabbedLayout.module.css';

// Plain elements (TabbedLayout.module.css), without emotion's work per element on each render.

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
    <Frame
      tabBar
      header={
        <header className={styles.header}>
          <RouterLink
            to={paths.main()}
            aria-label="뮤직론 홈으로"
            style={{ display: 'flex', textDecoration: 'none' }}
          >
            <Logo />
          </RouterLink>
          <div className={styles.actions}>
            <RouterLink className={ICON_BUTTON_CLASS} aria-label="관심 대출" to={paths.watchlist()}>
              <FavoriteBorderIcon />
            </RouterLink>
            <RouterLink className={ICON_BUTTON_CLASS} aria-label="전체 메뉴" to={paths.menu()}>
              <MenuIcon />
            </RouterLink>
          </div>
        </header>
      }
    >
      <ScreenOutlet />

      <nav aria-label="주요 메뉴" className={styles.tabs}>
        <div className={styles.list}>
          {tabs.map(({ key, label, Icon }) => (
            <button
              key={key}
              type="button"
              className={styles.tab}
              aria-current={selected === key ? 'page' : undefined}
              onClick={() => openTab(key)}
            >
              <Icon />
              <span className={styles.label}>{label}</span>
            </button>
          ))}
        </div>
      </nav>

      <LoginRequiredDialog
        open={pendingTab !== null}
        onCancel={() => setPendingTab(null)}
        onLogin={() => {
          const next = pendingTab ?? undefined;
          setPendingTab(null);
          void navigate(paths.login(next));
        }}
      />
    </Frame>
  );
}
