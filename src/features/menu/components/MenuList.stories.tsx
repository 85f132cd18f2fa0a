import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { MenuList } from './MenuList';

/** The menu's links; a visitor is asked to log in for the ones that need it. */
const meta = {
  title: 'Menu/MenuList',
  component: MenuList,
  args: { isLoggedIn: true, onAskLogin: fn() },
} satisfies Meta<typeof MenuList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Visitor: Story = { args: { isLoggedIn: false } };
