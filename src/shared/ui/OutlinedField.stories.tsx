import InputAdornment from '@mui/material/InputAdornment';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { DeferredTextField } from './DeferredTextField';
import { OutlinedField } from './OutlinedField';

const meta = {
  title: 'UI/OutlinedField',
  component: OutlinedField,
  args: {
    label: '곡 제목',
    fullWidth: true,
    value: '',
    onChange: fn(),
    placeholder: '제목을 입력해주세요',
  },
} satisfies Meta<typeof OutlinedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '봄날의 노래', helperText: '최대 50자' } };
export const Invalid: Story = {
  args: { value: '', error: true, required: true, helperText: '곡 제목을 입력해주세요.' },
};
export const Disabled: Story = { args: { value: '봄날의 노래', disabled: true } };
export const Amount: Story = {
  args: {
    label: '대출 금액',
    value: '1,250,000',
    inputProps: { inputMode: 'numeric' },
    endAdornment: <InputAdornment position="end">원</InputAdornment>,
    helperText: '125만 원',
  },
};
/** The field that hands its text to the form when typing pauses (login, sign-up, registration). */
export const Deferred: Story = {
  render: () => (
    <DeferredTextField label="닉네임" fullWidth value="뮤직러버" onValueChange={fn()} />
  ),
};
