import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StatusMarker } from './StatusMarker';

/** A repayment's state beside its figure. */
const meta = {
  title: 'Settlement/StatusMarker',
  component: StatusMarker,
  args: { tone: 'warning', children: '연체' },
} satisfies Meta<typeof StatusMarker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overdue: Story = {};
export const Repaid: Story = { args: { tone: 'positive', children: '상환 완료' } };
