import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CardTitleLink } from './CardTitleLink';

const meta = {
  title: 'UI/CardTitleLink',
  component: CardTitleLink,
  args: { to: '/investment/108', children: '봄날의 노래' },
  // The card it stretches over is `position: relative`.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', padding: 16, border: '1px solid var(--c-divider)' }}>
        <Story />
        <p>대출 7,000,000원 · 연 11%</p>
      </div>
    ),
  ],
} satisfies Meta<typeof CardTitleLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Title: Story = {};
export const LongTitle: Story = { args: { children: '아주 긴 곡 제목 '.repeat(25) } };
