import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory } from '@/test/stories';

/** /watchlist: the loans kept on this phone (empty on a phone that kept none). */
const meta = { title: 'Screens/Watchlist' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/watchlist');
