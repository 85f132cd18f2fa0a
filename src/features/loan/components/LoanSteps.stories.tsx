import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoanSteps } from './LoanSteps';

/** The loan's way from application to repayment, as the apply screen explains it. */
const meta = { title: 'Loan/LoanSteps', component: LoanSteps } satisfies Meta<typeof LoanSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {};
