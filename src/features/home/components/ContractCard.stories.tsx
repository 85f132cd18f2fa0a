import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FromDemo } from '@/test/from-demo';
import { useGetContractsQuery } from '@/features/home/api';
import { ContractCard } from './ContractCard';
import styles from './ContractSection.module.css';

/** One open loan of home's lists, from the demo backend's list (its `index`-th loan). */
function OpenLoan({ index }: { index: number }) {
  return (
    <FromDemo result={useGetContractsQuery()}>
      {(data) => (
        <ul className={styles.list}>
          <li>
            <ContractCard item={data.contracts[index]} />
          </li>
        </ul>
      )}
    </FromDemo>
  );
}

const meta = {
  title: 'Home/ContractCard',
  component: OpenLoan,
  args: { index: 0 },
} satisfies Meta<typeof OpenLoan>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {};
export const Another: Story = { args: { index: 3 } };
/** Amounts as strings and rounds as "12개월" (the loose dialect). */
export const LooseDialect: Story = { parameters: { app: { dialect: 'loose' } } };
export const LongTitle: Story = { parameters: { app: { longData: true } } };
