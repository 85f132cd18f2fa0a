import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory, serverError } from '@/test/stories';

/** /search: loans by title, singer or the initial sounds of either. */
const meta = { title: 'Screens/Search' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/search');
export const Results: Story = screenStory('/search?q=겨울아이');
export const NoResults: Story = screenStory('/search?q=없는노래제목');
export const ServerError: Story = screenStory('/search?q=별', {}, [serverError('/contracts')]);
export const LongTitles: Story = screenStory('/search?q=의', { longData: true });
