import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PageLoader, Spinner } from './PageLoader';

const meta = { title: 'UI/PageLoader', component: PageLoader } satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OwnLabel: Story = { args: { label: '계약서를 불러오는 중...' } };
export const SmallSpinner: Story = { render: () => <Spinner label="확인 중" size={20} /> };
