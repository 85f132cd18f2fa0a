import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FromDemo } from '@/test/from-demo';
import type { ContractRole, RepaymentStatus } from '@/shared/api/wire/enums';
import { useGetConfirmedContractsQuery } from '@/shared/api/settlement-api';
import { RepaymentCard } from './RepaymentCard';

interface RoundProps {
  side: ContractRole;
  status: RepaymentStatus;
  pastDue: boolean;
  repayDisabled: boolean;
  onRepay: (scheduleId: number) => void;
}

/** The first round of the demo backend's list for this side and status. */
function Round({ side, status, ...card }: RoundProps) {
  return (
    <FromDemo result={useGetConfirmedContractsQuery({ status, role: side })}>
      {(data) => {
        const [schedule] = data.repaymentSchedules.repaymentScheduleList;
        return schedule ? (
          <RepaymentCard schedule={schedule} side={side} status={status} {...card} />
        ) : (
          <p>데모 서버에 이 회차가 없습니다.</p>
        );
      }}
    </FromDemo>
  );
}

/** One round of one loan on the settlement lists: a borrower repays it, an investor receives it. */
const meta = {
  title: 'Settlement/RepaymentCard',
  component: Round,
  args: {
    side: 'BORROWER',
    status: 'UPCOMING',
    pastDue: false,
    repayDisabled: false,
    onRepay: fn(),
  },
  parameters: { app: { as: 'borrower1' } },
} satisfies Meta<typeof Round>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {};
export const Overdue: Story = { args: { status: 'OVERDUE', pastDue: true } };
/** A repayment on its way: the button waits. */
export const Repaying: Story = { args: { repayDisabled: true } };
export const Received: Story = {
  args: { side: 'LENDER', status: 'REPAID' },
  parameters: { app: { as: 'investor1' } },
};
export const LooseDialect: Story = { parameters: { app: { as: 'borrower1', dialect: 'loose' } } };
