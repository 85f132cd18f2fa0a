import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { loading, screenStory, serverError } from '@/test/stories';

/** /myNft/detail/:copyrightId: one of my songs, its value and its loan. */
const meta = { title: 'Screens/MyNftDetail' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const borrower = { as: 'borrower1' } as const;

export const Loaded: Story = screenStory('/myNft/detail/2', borrower);
export const OpenLoan: Story = screenStory('/myNft/detail/3', borrower);
export const RunningLoan: Story = screenStory('/myNft/detail/4', borrower);
export const NoneChosen: Story = screenStory('/myNft/detail', borrower);
export const Loading: Story = screenStory('/myNft/detail/2', borrower, [loading('/copyrights/2')]);
export const ServerError: Story = screenStory('/myNft/detail/2', borrower, [
  serverError('/copyrights/2'),
]);
export const LongTitles: Story = screenStory('/myNft/detail/2', { ...borrower, longData: true });
