import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FromDemo } from '@/test/from-demo';
import { useGetMyCopyrightsQuery } from '@/shared/api/my-nfts-api';
import { MyNftCard } from './MyNftCard';

/** One of a borrower's songs on 내 음악, from the demo backend (its `index`-th song). */
function MySong({ index }: { index: number }) {
  return (
    <FromDemo result={useGetMyCopyrightsQuery()}>
      {(data) => <MyNftCard item={data.copyrights[index]} />}
    </FromDemo>
  );
}

const meta = {
  title: 'MyNft/MyNftCard',
  component: MySong,
  args: { index: 0 },
  parameters: { app: { as: 'borrower1' } },
} satisfies Meta<typeof MySong>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Second: Story = { args: { index: 1 } };
export const Third: Story = { args: { index: 2 } };
export const LongTitle: Story = { parameters: { app: { as: 'borrower1', longData: true } } };
/** A status the app does not know, and figures as strings (the loose dialect). */
export const LooseDialect: Story = { parameters: { app: { as: 'borrower1', dialect: 'loose' } } };
