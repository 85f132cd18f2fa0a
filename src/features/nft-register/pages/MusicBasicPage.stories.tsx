import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory } from '@/test/stories';

/**
 * The registration steps (spec §6). A later step needs the draft the earlier ones wrote; without
 * one it goes back to the first step, which `WithoutDraft` shows.
 */
const meta = { title: 'Screens/Register' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const borrower = { as: 'borrower1' } as const;

export const Loaded: Story = screenStory('/nft/register/music-basic', borrower);
export const WithoutDraft: Story = screenStory('/nft/register/confirm', borrower);
