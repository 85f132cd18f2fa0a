import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FieldMessage } from './FieldMessage';

/** A sign-up field's verdict under it. */
const meta = {
  title: 'Auth/FieldMessage',
  component: FieldMessage,
  args: { tone: 'positive', children: '사용할 수 있는 아이디입니다.' },
} satisfies Meta<typeof FieldMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {};
export const Warning: Story = {
  args: { tone: 'warning', children: '이미 사용 중인 아이디입니다.' },
};
