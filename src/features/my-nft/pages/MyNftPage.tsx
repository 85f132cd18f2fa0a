import { useSearchParams } from 'react-router-dom';
import { MY_NFT_PANEL_ID, MyNftTabs, myNftTabId } from '@/features/my-nft/components/MyNftTabs';
import { MyNftList } from '@/features/my-nft/components/MyNftList';
import { RegisterMusicCard } from '@/features/my-nft/components/RegisterMusicCard';
import { StatusChips } from '@/features/my-nft/components/StatusChips';
import { readMyNftQuery, writeMyNftQuery, type MyNftQuery } from '@/features/my-nft/my-nft-query';
import styles from './MyNftPage.module.css';

/** /myNft — register a song, and my NFTs by tab (issued / invested) and status. */
export default function MyNftPage() {
  const [params, setParams] = useSearchParams();
  const query = readMyNftQuery(params);
  // Replace, not push: back leaves my music instead of stepping through every chip tapped.
  const update = (next: Partial<MyNftQuery>) =>
    setParams(writeMyNftQuery({ ...query, ...next }), { replace: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>내 음악</h1>
      <RegisterMusicCard />
      <MyNftTabs value={query.tab} onChange={(tab) => update({ tab })} />
      <div role="tabpanel" id={MY_NFT_PANEL_ID} aria-labelledby={myNftTabId(query.tab)}>
        <StatusChips value={query.status} onChange={(status) => update({ status })} />
        <MyNftList query={query} />
      </div>
    </div>
  );
}
