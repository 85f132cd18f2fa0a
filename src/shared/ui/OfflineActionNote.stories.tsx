import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { OfflineActionNote } from './OfflineActionNote';

const meta = {
  title: 'UI/OfflineActionNote',
  component: OfflineActionNote,
  args: { offline: true },
} satisfies Meta<typeof OfflineActionNote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {};
