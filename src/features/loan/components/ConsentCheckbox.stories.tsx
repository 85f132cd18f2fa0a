import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ConsentCheckbox } from './ConsentCheckbox';

/** The borrower's consent to the loan's terms. */
const meta = {
  title: 'Loan/ConsentCheckbox',
  component: ConsentCheckbox,
  args: { checked: false, onChange: fn() },
} satisfies Meta<typeof ConsentCheckbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
/** While the application is being sent. */
export const Disabled: Story = { args: { checked: true, disabled: true } };
