import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import NoticeSnackbar from './NoticeSnackbar';

const meta = {
  title: 'UI/Notice',
  component: NoticeSnackbar,
  parameters: { layout: 'fullscreen' },
  args: { open: true, message: '관심 목록에 추가했어요.', onClose: fn() },
} satisfies Meta<typeof NoticeSnackbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { severity: 'success', message: '투자가 완료되었습니다.' } };
export const Warning: Story = {
  args: {
    severity: 'warning',
    message: '인터넷 연결이 없어 저장하지 못했어요. 연결되면 다시 시도해주세요.',
  },
};
export const Failure: Story = {
  args: { severity: 'error', message: '일시적인 오류가 발생했습니다.' },
};
