import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAILED_LOAD, loading, screenStory, serverError } from '@/test/stories';

/** /nft/detail/:nftId: an NFT's cover, value, credits and links. */
const meta = { title: 'Screens/NftDetail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const investor = { as: 'investor1' } as const;

export const Loaded: Story = screenStory('/nft/detail/4', investor);
export const Another: Story = screenStory('/nft/detail/11', investor);
export const Loading: Story = screenStory('/nft/detail/4', investor, [loading('/nfts/4')]);
export const ServerError: Story = screenStory('/nft/detail/4', investor, [serverError('/nfts/4')]);
export const NotFound: Story = screenStory('/nft/detail/999', investor, [], FAILED_LOAD);
export const LongData: Story = screenStory('/nft/detail/4', { ...investor, longData: true });
