import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { loading, offline, screenStory, serverError } from '@/test/stories';

/** /main: the two lists of open loans, for a visitor and for an investor (spec §6). */
const meta = { title: 'Screens/Home' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/main');
export const SignedIn: Story = screenStory('/main', { as: 'investor1' });
export const ListsLoading: Story = screenStory('/main', {}, [loading('/contracts')]);
export const ListsServerError: Story = screenStory('/main', {}, [serverError('/contracts')]);
export const Offline: Story = screenStory('/main', {}, [offline('/contracts')]);
/** Amounts as strings and a status the app does not know (the loose dialect). */
export const LooseDialect: Story = screenStory('/main', { dialect: 'loose' });
export const LongTitles: Story = screenStory('/main', { longData: true });
