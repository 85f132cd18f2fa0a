import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: '대출을 신청하시겠습니까?',
    description: '신청 후에는 취소할 수 없습니다.',
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const TitleOnly: Story = { args: { description: undefined } };
/** While its request is in flight: both buttons off, the confirm button says so. */
export const Busy: Story = { args: { busy: true, busyLabel: '처리 중...' } };
export const WithNote: Story = {
  args: { note: '투자 금액 1,000,000원 · 예상 월 이자 9,166원', confirmLabel: '투자하기' },
};
