import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoginNotice } from './LoginNotice';

/** A notice above the login form: a refusal, or why the person was sent here. */
const meta = {
  title: 'Auth/LoginNotice',
  component: LoginNotice,
  args: { severity: 'error', children: '아이디 또는 비밀번호가 올바르지 않습니다.' },
} satisfies Meta<typeof LoginNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Refused: Story = {};
export const Info: Story = {
  args: { severity: 'info', children: '로그인이 만료되었습니다. 다시 로그인해주세요.' },
};
