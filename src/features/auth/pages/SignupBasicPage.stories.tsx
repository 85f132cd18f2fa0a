import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory } from '@/test/stories';

/**
 * The sign-up steps (spec §6). A later step needs what the first one took; without it, it goes
 * back to the first step, which `WithoutFirstStep` shows.
 */
const meta = { title: 'Screens/SignUp' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/signup/basic');
export const WithoutFirstStep: Story = screenStory('/signup/nickname');
