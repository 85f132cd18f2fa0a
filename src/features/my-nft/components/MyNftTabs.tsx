import { MY_NFT_TABS, type MyNftTab } from '@/features/my-nft/my-nft-query';
import { PageTabs } from '@/shared/ui/PageTabs';
import styles from './MyNftTabs.module.css';

export const MY_NFT_PANEL_ID = 'my-nft-panel';
export const myNftTabId = (tab: MyNftTab) => `my-nft-tab-${tab}`;

const tabs = MY_NFT_TABS.map((tab) => ({
  ...tab,
  id: myNftTabId(tab.value),
  panelId: MY_NFT_PANEL_ID,
}));

/** 'issued by me' / 'invested by me' (spec §6: two views of the user's own NFTs). */
export function MyNftTabs({
  value,
  onChange,
}: {
  value: MyNftTab;
  onChange: (tab: MyNftTab) => void;
}) {
  return (
    <PageTabs
      tabs={tabs}
      value={value}
      onChange={onChange}
      label="내 음악 구분"
      className={styles.tabs}
      tabClassName={styles.tab}
    />
  );
}
