import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MyNftTabs } from './MyNftTabs';

/** 내 음악's two lists: what I issued and what I invested in. */
const meta = {
  title: 'MyNft/MyNftTabs',
  component: MyNftTabs,
  args: { value: 'issued', onChange: fn() },
  // The list the tabs control, as 내 음악 draws it under them.
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="my-nft-panel" role="tabpanel" aria-labelledby="my-nft-tab-issued" />
      </>
    ),
  ],
} satisfies Meta<typeof MyNftTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {};
export const Invested: Story = { args: { value: 'invested' } };
