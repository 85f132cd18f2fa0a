import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VirtualList, WHOLE_LIST_MAX } from './VirtualList';

interface Row {
  id: number;
  title: string;
}
const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `${index + 1}번째 대출` }));

function Loans({ count }: { count: number }) {
  return (
    <VirtualList
      items={rows(count)}
      itemKey={(row) => row.id}
      renderItem={(row) => <p style={{ margin: 0, padding: '12px 16px' }}>{row.title}</p>}
      estimateSize={44}
      aria-label="대출 목록"
    />
  );
}

const meta = {
  title: 'UI/VirtualList',
  component: Loans,
  parameters: { layout: 'fullscreen' },
  args: { count: 5 },
} satisfies Meta<typeof Loans>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to WHOLE_LIST_MAX rows: drawn whole. */
export const Short: Story = {};
export const Empty: Story = { args: { count: 0 } };
/** 5,000 rows: only those on screen are drawn (its picture: the screen, not 220,000 px of page). */
export const FiveThousand: Story = {
  args: { count: 5_000 },
  parameters: { workshop: { fullPage: false } },
};
/** One past the whole list: drawn by the window (its picture: the screen, as it places rows). */
export const JustPastWhole: Story = {
  args: { count: WHOLE_LIST_MAX + 1 },
  parameters: { workshop: { fullPage: false } },
};
