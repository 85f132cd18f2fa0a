import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/ErrorState',
  component: ErrorState,
  args: { message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
/** Nothing to try again: a thing that is not there. */
export const WithoutRetry: Story = {
  args: { message: '계약 정보를 찾을 수 없습니다.', onRetry: undefined },
};
export const LongMessage: Story = {
  args: {
    message:
      '네트워크에 연결할 수 없습니다. 연결을 확인하는 동안 화면이 보이는 사이 자동으로 다시 시도합니다. '.repeat(
        3,
      ),
  },
};
