import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MY_NFT_TABS, type MyNftTab } from '@/features/my-nft/my-nft-query';
import styles from './MyNftTabs.module.css';

export const MY_NFT_PANEL_ID = 'my-nft-panel';
export const myNftTabId = (tab: MyNftTab) => `my-nft-tab-${tab}`;

/** 'issued by me' / 'invested by me' (spec §6: two views of the user's own NFTs). */
export function MyNftTabs({
  value,
  onChange,
}: {
  value: MyNftTab;
  onChange: (tab: MyNftTab) => void;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: MyNftTab) => onChange(tab)}
      variant="fullWidth"
      aria-label="내 음악 구분"
      className={styles.tabs}
    >
      {MY_NFT_TABS.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={myNftTabId(tab.value)}
          aria-controls={MY_NFT_PANEL_ID}
          className={styles.tab}
        />
      ))}
    </Tabs>
  );
}
