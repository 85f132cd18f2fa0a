import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginIdField } from './LoginIdField';

/** Sign-up's id with its check against the server, in each outcome. */
const meta = {
  title: 'Auth/LoginIdField',
  component: LoginIdField,
  args: {
    value: 'newbie7',
    onChange: fn(),
    onBlur: fn(),
    onCheck: fn(),
    checking: false,
    outcome: null,
  },
} satisfies Meta<typeof LoginIdField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Empty: Story = { args: { value: '' } };
/** The check is on its way: the button waits. */
export const Checking: Story = { args: { checking: true } };
export const Available: Story = { args: { outcome: 'available' } };
export const Taken: Story = { args: { value: 'borrower1', outcome: 'taken' } };
export const CheckFailed: Story = { args: { outcome: 'failed' } };
