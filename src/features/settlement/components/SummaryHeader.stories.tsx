import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SummaryHeader } from './SummaryHeader';

/** The settlement dashboard's card: balance, running contracts and their total. */
const meta = {
  title: 'Settlement/SummaryHeader',
  component: SummaryHeader,
  args: {
    side: 'LENDER',
    summary: { cash: 1_234_567, totalContracts: 12, totalAmount: 84_000_000 },
  },
} satisfies Meta<typeof SummaryHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lender: Story = {};
export const Borrower: Story = { args: { side: 'BORROWER' } };
/** Before the dashboard's answer: a dash for each figure. */
export const Waiting: Story = { args: { summary: undefined } };
/** A platform's size: thousands of contracts, billions of won. */
export const Large: Story = {
  args: { summary: { cash: 98_765_432_100, totalContracts: 6_000, totalAmount: 123_456_789_000 } },
};
