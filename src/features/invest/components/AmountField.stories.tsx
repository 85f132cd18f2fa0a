import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AmountField } from './AmountField';

/** The amount to invest, its reading in Korean units, and the quick amounts. */
const meta = {
  title: 'Invest/AmountField',
  component: AmountField,
  args: {
    amount: null,
    onChange: fn(),
    hint: '최소 10,000원 ~ 최대 7,000,000원',
    warn: false,
    limit: 7_000_000,
  },
} satisfies Meta<typeof AmountField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { amount: 1_250_000 } };
/** More than the most allowed: the adding amounts are off, 최대 brings it down. */
export const OverTheMost: Story = {
  args: { amount: 7_250_000, warn: true },
};
/** The limits have not arrived: no quick amount yet. */
export const LimitsLoading: Story = {
  args: { limit: null, hint: '투자 가능 금액을 불러오는 중...' },
};
