import { visuallyHiddenSx } from '@/shared/ui/visually-hidden';
import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router-dom';
import { MY_NFT_PANEL_ID, MyNftTabs, myNftTabId } from '@/features/my-nft/components/MyNftTabs';
import { MyNftList } from '@/features/my-nft/components/MyNftList';
import { RegisterMusicCard } from '@/features/my-nft/components/RegisterMusicCard';
import { StatusChips } from '@/features/my-nft/components/StatusChips';
import { readMyNftQuery, writeMyNftQuery, type MyNftQuery } from '@/features/my-nft/my-nft-query';

/** /myNft — register a song, and my NFTs by tab (issued / invested) and status. */
export default function MyNftPage() {
  const [params, setParams] = useSearchParams();
  const query = readMyNftQuery(params);
  // Replace, not push: back leaves my music instead of stepping through every chip tapped.
  const update = (next: Partial<MyNftQuery>) =>
    setParams(writeMyNftQuery({ ...query, ...next }), { replace: true });

  return (
    <Box sx={{ pb: 2 }}>
      <Box component="h1" sx={visuallyHiddenSx}>
        내 음악
      </Box>
      <RegisterMusicCard />
      <MyNftTabs value={query.tab} onChange={(tab) => update({ tab })} />
      <Box role="tabpanel" id={MY_NFT_PANEL_ID} aria-labelledby={myNftTabId(query.tab)}>
        <StatusChips value={query.status} onChange={(status) => update({ status })} />
        <MyNftList query={query} />
      </Box>
    </Box>
  );
}
