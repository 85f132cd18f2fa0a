import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProfileCard } from './ProfileCard';

/** The menu's top card: who is signed in, or an invitation to. */
const meta = {
  title: 'Menu/ProfileCard',
  component: ProfileCard,
  args: { isLoggedIn: true, loginId: 'investor1' },
} satisfies Meta<typeof ProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const Visitor: Story = { args: { isLoggedIn: false, loginId: null } };
export const LongId: Story = {
  args: { loginId: 'a-very-long-login-id-that-keeps-going-1234567890' },
};
