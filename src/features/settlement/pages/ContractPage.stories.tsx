import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { loading, offline, screenStory, serverError } from '@/test/stories';

/** The settlement dashboards (spec §6): each side's contracts, rounds and wallet. */
const meta = { title: 'Screens/Settlement' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const investor = { as: 'investor1' } as const;
const borrower = { as: 'borrower1' } as const;
const confirmed = '/me/contracts/confirmed';

export const Loaded: Story = screenStory('/contract', investor);
export const ContractBorrower: Story = screenStory('/contract', borrower);
export const Adjustment: Story = screenStory('/adjustment', investor);
export const RepaymentReceived: Story = screenStory('/repayment-received', investor);
export const RepaymentReceivedRepaid: Story = screenStory(
  '/repayment-received?tab=repaid',
  investor,
);
export const ServicingRepayment: Story = screenStory('/servicing-repayment', borrower);
export const ServicingOverdue: Story = screenStory('/servicing-repayment?tab=overdue', borrower);
export const Wallet: Story = screenStory('/wallet', investor);
export const Loading: Story = screenStory('/contract', investor, [loading(confirmed)]);
export const ServerError: Story = screenStory('/contract', investor, [serverError(confirmed)]);
export const Offline: Story = screenStory('/repayment-received', investor, [offline(confirmed)]);
export const LooseDialect: Story = screenStory('/repayment-received', {
  ...investor,
  dialect: 'loose',
});
/** A signed copy this phone does not keep (src/shared/papers). */
export const SignedContractMissing: Story = screenStory('/wallet/contracts/1', investor);
/** An address no screen has. */
export const NoSuchScreen: Story = screenStory('/no-such-screen');
