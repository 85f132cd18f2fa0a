import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NftNoticeState } from './NftNoticeState';

const meta = {
  title: 'UI/NftNoticeState',
  component: NftNoticeState,
  args: {
    title: '등록된 음악이 없습니다',
    description: '음악 저작권을 NFT로 등록하고 대출을 신청해보세요.',
    action: { label: '음악 등록하기', to: '/nft/register/music-basic' },
  },
} satisfies Meta<typeof NftNoticeState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLink: Story = {};
export const WithAction: Story = {
  args: {
    title: 'NFT를 찾을 수 없습니다',
    description: undefined,
    action: { label: '다시 시도', onClick: fn() },
  },
};
export const InSection: Story = { args: { headingLevel: 'h3' } };
