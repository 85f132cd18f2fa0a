import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AmountInWords } from './AmountInWords';

const meta = {
  title: 'UI/AmountInWords',
  component: AmountInWords,
  args: { amount: 1_250_000 },
} satisfies Meta<typeof AmountInWords>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {};
export const HundredMillion: Story = { args: { amount: 100_000_000 } };
export const UnderTenThousand: Story = { args: { amount: 5_000 } };
/** Empty: the line is kept, so the first digit moves nothing below it. */
export const Empty: Story = { args: { amount: null } };
