import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory } from '@/test/stories';

/** /menu: a visitor's and a member's. */
const meta = { title: 'Screens/Menu' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/menu', { as: 'borrower1' });
export const Visitor: Story = screenStory('/menu');
