import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { loading, offline, screenStory, serverError } from '@/test/stories';

/** /myNft: a borrower's music and an investor's loans, in two tabs. */
const meta = { title: 'Screens/MyNft' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const borrower = { as: 'borrower1' } as const;

export const Loaded: Story = screenStory('/myNft', borrower);
export const Invested: Story = screenStory('/myNft?tab=invested', { as: 'investor1' });
/** An investor has registered no music. */
export const Empty: Story = screenStory('/myNft', { as: 'investor2' });
export const Loading: Story = screenStory('/myNft', borrower, [loading('/me/copyrights')]);
export const ServerError: Story = screenStory('/myNft', borrower, [serverError('/me/copyrights')]);
export const Offline: Story = screenStory('/myNft', borrower, [offline('/me/copyrights')]);
export const LongTitles: Story = screenStory('/myNft', { ...borrower, longData: true });
/** Figures as strings, and a status no version of the app knows (the loose dialect). */
export const LooseDialect: Story = screenStory('/myNft', { ...borrower, dialect: 'loose' });
