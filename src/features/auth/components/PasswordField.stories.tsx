import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { PasswordMatchIcon } from './PasswordMatchIcon';

/** A password with its show/hide toggle; the confirmation carries whether the two match. */
const meta = {
  title: 'Auth/PasswordField',
  component: PasswordField,
  args: {
    label: '비밀번호',
    name: 'password',
    value: 'abc123!',
    onChange: fn(),
    autoComplete: 'new-password',
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { value: '' } };
export const ConfirmMatches: Story = {
  args: { label: '비밀번호 확인', name: 'passwordConfirm', status: <PasswordMatchIcon matches /> },
};
export const ConfirmDiffers: Story = {
  args: {
    label: '비밀번호 확인',
    name: 'passwordConfirm',
    value: 'abc123',
    status: <PasswordMatchIcon matches={false} />,
    error: true,
    helperText: '비밀번호가 일치하지 않습니다.',
  },
};
