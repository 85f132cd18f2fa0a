import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ScreenHeading } from './ScreenHeading';

const meta = {
  title: 'UI/ScreenHeading',
  component: ScreenHeading,
  args: {
    title: '음악 정보를 입력해주세요',
    description: '등록할 곡의 제목과 참여한 사람을 적어주세요.',
  },
} satisfies Meta<typeof ScreenHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithStep: Story = { args: { eyebrow: '1/3', compact: true } };
export const TitleOnly: Story = { args: { description: undefined } };
