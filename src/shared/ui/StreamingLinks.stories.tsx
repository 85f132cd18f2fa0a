import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { StreamingLinks } from './StreamingLinks';

const meta = {
  title: 'UI/StreamingLinks',
  component: StreamingLinks,
  args: {
    urls: ['https://www.melon.com/song/detail.htm?songId=1', 'https://music.bugs.co.kr/track/2'],
  },
} satisfies Meta<typeof StreamingLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {};
export const None: Story = { args: { urls: [] } };
/** Only http(s) becomes a link: anything else is shown as text. */
export const NotLinks: Story = {
  args: {
    urls: ['javascript:alert(1)', 'melon 앱에서 검색', `https://example.com/${'a'.repeat(200)}`],
  },
};
