import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SettlementLinkCard } from './SettlementLinkCard';

/** A way from the settlement screen to one of its lists. */
const meta = {
  title: 'Settlement/SettlementLinkCard',
  component: SettlementLinkCard,
  args: {
    to: '/repayment-received',
    title: '받은 상환금',
    description: '투자한 대출에서 받은 원금과 이자',
    tone: 'positive',
  },
  // An item of the settlement screen's list of ways.
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 16 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof SettlementLinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {};
export const Primary: Story = {
  args: {
    to: '/servicing-repayment',
    title: '상환하기',
    description: '이번 달 상환할 금액과 연체',
    tone: 'primary',
  },
};
