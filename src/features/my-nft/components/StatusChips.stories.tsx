import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { StatusChips } from './StatusChips';

/** 내 음악's filter by an NFT's status; none chosen shows every one. */
const meta = {
  title: 'MyNft/StatusChips',
  component: StatusChips,
  args: { value: undefined, onChange: fn() },
} satisfies Meta<typeof StatusChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Investing: Story = { args: { value: 'INVESTING' } };
