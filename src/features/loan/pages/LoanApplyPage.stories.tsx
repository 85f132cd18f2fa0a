import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FAILED_LOAD, loading, screenStory, serverError } from '@/test/stories';

/** The borrower's loan steps: apply, terms, confirm, the contract to sign (spec §6). */
const meta = { title: 'Screens/Loan' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const borrower = { as: 'borrower1' } as const;

export const Loaded: Story = screenStory('/loan-apply/1/101', borrower);
export const ApplyLoading: Story = screenStory('/loan-apply/1/101', borrower, [
  loading('/contracts/101/loans/info'),
]);
export const ApplyServerError: Story = screenStory('/loan-apply/1/101', borrower, [
  serverError('/contracts/101/loans/info'),
]);
export const InvalidAddress: Story = screenStory('/loan-apply/abc/101', borrower);
export const UnknownContract: Story = screenStory('/loan-apply/1/999', borrower, [], FAILED_LOAD);
export const InfoInput: Story = screenStory('/loan-info-input/1/101', borrower);
export const Confirm: Story = screenStory('/loan-confirm/1/101', borrower);
export const Contract: Story = screenStory('/myNft/loan-contract/1/101', borrower);
export const Agreement: Story = screenStory('/loan-agreement/1/101', borrower);
export const LooseDialect: Story = screenStory('/loan-apply/1/101', {
  ...borrower,
  dialect: 'loose',
});
