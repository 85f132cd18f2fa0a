import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ResultDialog } from './ResultDialog';

/** What an investment came to, said after the server answered. */
const meta = {
  title: 'Invest/ResultDialog',
  component: ResultDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: '투자가 완료되었습니다',
    lines: ['투자 금액 1,000,000원', '예상 월 이자 9,166원'],
    onConfirm: fn(),
  },
} satisfies Meta<typeof ResultDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invested: Story = {};
/** An answer that was lost, checked again: the person is told what is known. */
export const Unknown: Story = {
  args: {
    title: '투자 결과를 확인하지 못했습니다',
    lines: ['투자 내역에서 결과를 확인해주세요.'],
    confirmLabel: '투자 내역 보기',
  },
};
