import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAILED_LOAD, loading, offline, screenStory, serverError } from '@/test/stories';

/** /investment/:investmentId and /loan-apply-detail/:contractId: a contract's page (spec §6). */
const meta = { title: 'Screens/Investment' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const investor = { as: 'investor1' } as const;

export const Loaded: Story = screenStory('/investment/108', investor);
export const Visitor: Story = screenStory('/investment/108');
export const Running: Story = screenStory('/investment/104', investor);
export const LoanApplyDetail: Story = screenStory('/loan-apply-detail/107', investor);
export const Loading: Story = screenStory('/investment/108', investor, [loading('/contracts/108')]);
export const ServerError: Story = screenStory('/investment/108', investor, [
  serverError('/contracts/108'),
]);
export const Offline: Story = screenStory('/investment/108', investor, [offline('/contracts/108')]);
export const NotFound: Story = screenStory('/investment/999', investor, [], FAILED_LOAD);
export const LooseDialect: Story = screenStory('/investment/108', {
  ...investor,
  dialect: 'loose',
});
export const LongTitles: Story = screenStory('/investment/108', { ...investor, longData: true });
