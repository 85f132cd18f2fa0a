import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FromDemo } from '@/test/from-demo';
import { useGetContractQuery } from '@/shared/api/contracts-api';
import { CollateralCard } from './CollateralCard';
import { FundingProgress } from './FundingProgress';
import { InvestmentConditions } from './InvestmentConditions';

/** The parts of a loan's investment screen, from the demo backend's answer for one loan. */
function LoanParts({ contractId }: { contractId: number }) {
  return (
    <FromDemo result={useGetContractQuery(contractId)}>
      {(detail) => (
        <div style={{ display: 'grid', gap: 24, padding: 16 }}>
          <CollateralCard copyright={detail.copyright} />
          <FundingProgress detail={detail} />
          <InvestmentConditions terms={detail.contract} />
        </div>
      )}
    </FromDemo>
  );
}

const meta = {
  title: 'Invest/FundingProgress',
  component: LoanParts,
  args: { contractId: 108 },
  parameters: { app: { as: 'investor1' } },
} satisfies Meta<typeof LoanParts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing invested yet. */
export const Open: Story = {};
/** Being repaid: fully funded. */
export const Running: Story = { args: { contractId: 104 } };
export const LooseDialect: Story = { parameters: { app: { as: 'investor1', dialect: 'loose' } } };
export const LongTitle: Story = { parameters: { app: { as: 'investor1', longData: true } } };
