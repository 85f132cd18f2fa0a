import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { type TabKey } from '@/shared/config/route-facts';
import { useIsLoggedIn } from '@/shared/hooks/use-is-logged-in';
import { Notice } from '@/shared/ui/Notice';
import { LoginRequiredDialog } from '@/shared/ui/LoginRequiredDialog';
import { useRouteFacts } from '@/app/use-route-facts';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { staticCss } from '@/shared/ui/static-css';
import { colors, fontSizes, layout, spacingPx } from '@/shared/ui/tokens';
import { APP_HEADER_CLASS, Frame } from './Frame';
import {
  FavoriteBorderIcon,
  HomeOutlinedIcon,
  LibraryMusicOutlinedIcon,
  MenuIcon,
  ReceiptLongOutlinedIcon,
} from './layout-icons';
import { Logo } from './Logo';
import { ScreenOutlet } from './ScreenOutlet';

// Plain elements and a static stylesheet (shared/ui/static-css.ts): the header and the tab bar of
// home, my music and settlement, drawn as MUI's BottomNavigation drew them (its actions' sizes,
// the chosen tab's colour and larger label), without emotion's work per element on each render.
staticCss(
  'tabbed-layout',
  `.app-header.tabbed-header{justify-content:space-between;padding-left:${spacingPx * 2}px}
.tabbed-header__actions{display:flex}
.app-tabs{position:fixed;bottom:0;left:0;right:0;margin:0 auto;max-width:${layout.maxWidth}px;z-index:10;background:${colors.paper};border-top:1px solid ${colors.divider};padding-bottom:env(safe-area-inset-bottom, 0px)}
.app-tabs__list{display:flex;justify-content:center;height:${layout.tabBarHeight}px}
.app-tab{flex:1;min-width:80px;max-width:168px;display:flex;flex-direction:column;align-items:center;justify-content:center;margin:0;padding:0 ${spacingPx * 1.5}px;border:0;background:transparent;color:${colors.textSecondary};font:inherit;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:color 250ms}
.app-tab[aria-current="page"]{color:${colors.primary}}
.app-tab__label{font-size:${fontSizes.xs};transition:font-size 0.2s 0.1s}
.app-tab[aria-current="page"] .app-tab__label{font-size:${fontSizes.md}}`,
);

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
      <header className={`${APP_HEADER_CLASS} tabbed-header`}>
        <RouterLink
          to={paths.main()}
          aria-label="뮤직론 홈으로"
          style={{ display: 'flex', textDecoration: 'none' }}
        >
          <Logo />
        </RouterLink>
        <div className="tabbed-header__actions">
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label="관심 목록"
            onClick={() => setLikesNotice(true)}
          >
            <FavoriteBorderIcon />
          </button>
          <RouterLink className={ICON_BUTTON_CLASS} aria-label="전체 메뉴" to={paths.menu()}>
            <MenuIcon />
          </RouterLink>
        </div>
      </header>

      <ScreenOutlet />

      <nav aria-label="주요 메뉴" className="app-tabs">
        <div className="app-tabs__list">
          {tabs.map(({ key, label, Icon }) => (
            <button
              key={key}
              type="button"
              className="app-tab"
              aria-current={selected === key ? 'page' : undefined}
              onClick={() => openTab(key)}
            >
              <Icon />
              <span className="app-tab__label">{label}</span>
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
      <Notice
        open={likesNotice}
        autoHideDuration={2500}
        message="관심 목록은 곧 만나보실 수 있어요."
        onClose={() => setLikesNotice(false)}
      />
    </Frame>
  );
}
