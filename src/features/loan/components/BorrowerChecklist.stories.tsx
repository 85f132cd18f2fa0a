import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { BorrowerChecklist } from './BorrowerChecklist';

/** What a borrower confirms before applying. */
const meta = {
  title: 'Loan/BorrowerChecklist',
  component: BorrowerChecklist,
  args: { checked: [false, false, false], onChange: fn() },
} satisfies Meta<typeof BorrowerChecklist>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChecked: Story = {};
export const AllChecked: Story = { args: { checked: [true, true, true] } };
export const Disabled: Story = { args: { checked: [true, false, true], disabled: true } };
