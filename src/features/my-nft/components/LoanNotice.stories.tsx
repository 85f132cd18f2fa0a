import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { httpError, networkError } from '@/shared/api/api-error';
import { LoanNotice } from './LoanNotice';

/** Why a song's loan cannot be applied for now, or that its state did not load. */
const meta = {
  title: 'MyNft/LoanNotice',
  component: LoanNotice,
  args: { children: '이미 진행 중인 대출이 있어 새로 신청할 수 없어요.' },
} satisfies Meta<typeof LoanNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explanation: Story = {};
export const ServerError: Story = {
  args: {
    children: '대출 정보를 불러오지 못했습니다.',
    error: httpError(500),
    onRetry: fn(),
    alert: true,
  },
};
export const Offline: Story = {
  args: {
    children: '대출 정보를 불러오지 못했습니다.',
    error: networkError(),
    onRetry: fn(),
    alert: true,
  },
};
