import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screenStory, serverError } from '@/test/stories';

/** /loan-apply/progress/:contractId: how far a loan's funding has come. */
const meta = { title: 'Screens/LoanApplyProgress' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const investor = { as: 'investor1' } as const;

export const Loaded: Story = screenStory('/loan-apply/progress/108', investor);
export const NotOpen: Story = screenStory('/loan-apply/progress/104', investor);
export const ServerError: Story = screenStory('/loan-apply/progress/108', investor, [
  serverError('/contracts/108'),
]);
