import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoadingScreen } from './LoadingScreen';

/** The wait while the song is valued or registered. */
const meta = {
  title: 'Register/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { title: '저작권 가치를 평가하고 있어요', hint: '약 10초 정도 소요됩니다' },
} satisfies Meta<typeof LoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Valuing: Story = {};
export const Registering: Story = {
  args: { title: 'NFT 등록 중', hint: '약 30초 정도 소요됩니다' },
};
