import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MonthlyChart } from './MonthlyChart';

/**
 * What falls due (or comes in) month by month, past due marked. At least one month: with none,
 * the outlook around it says there is nothing to repay instead (MonthlyOutlook).
 */
const meta = {
  title: 'Settlement/MonthlyChart',
  component: MonthlyChart,
  args: {
    title: '월별 상환 예정',
    months: [
      { month: '2026-10', amount: 380_000, hasOverdue: true },
      { month: '2026-11', amount: 1_250_000, hasOverdue: false },
      { month: '2026-12', amount: 640_000, hasOverdue: false },
      { month: '2027-01', amount: 7_064_166, hasOverdue: false },
    ],
  },
} satisfies Meta<typeof MonthlyChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Months: Story = {};
export const OneMonth: Story = {
  args: { months: [{ month: '2026-11', amount: 64_166, hasOverdue: false }] },
};
