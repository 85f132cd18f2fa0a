import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Countdown } from './Countdown';

/**
 * The time left to invest in a loan. The workshop's pictures are drawn at 2026-11-02 10:00 in
 * Korea (e2e/workshop/stories.workshop.ts), which these deadlines count from.
 */
const meta = {
  title: 'Home/Countdown',
  component: Countdown,
  args: { expirationTime: '2026-11-05T18:30:00+09:00' },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {};
export const LastHours: Story = { args: { expirationTime: '2026-11-02T13:05:00+09:00' } };
export const Ended: Story = { args: { expirationTime: '2026-11-01T09:00:00+09:00' } };
/** A deadline the server sent as something that is not a time. */
export const Unreadable: Story = { args: { expirationTime: '곧 마감' } };
