import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FigureTable } from './FigureTable';

const rounds = Array.from({ length: 6 }, (_, index) => ({
  key: index + 1,
  head: `${index + 1}회`,
  cells: [
    { value: '583,333' },
    { value: '64,166' },
    { value: '647,499', look: 'bold' as const },
    { value: (7_000_000 - 583_333 * (index + 1)).toLocaleString('ko-KR') },
  ],
}));

const meta = {
  title: 'UI/FigureTable',
  component: FigureTable,
  args: {
    label: '상환 일정',
    note: '(단위: 원, 연 11%)',
    headers: ['회차', '원금', '이자', '합계', '잔액'],
    rows: rounds,
    footer: {
      key: 'total',
      head: '합계',
      cells: [
        { value: '3,499,998', look: 'total' },
        { value: '384,996', look: 'total' },
        { value: '3,884,994', look: 'total' },
        { value: '' },
      ],
    },
  },
} satisfies Meta<typeof FigureTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Schedule: Story = {};
/** A round paid late: its figures in the late colour. */
export const LateRound: Story = {
  args: {
    rows: rounds.map((round, index) =>
      index === 1
        ? { ...round, cells: round.cells.map((cell) => ({ ...cell, look: 'late' as const })) }
        : round,
    ),
  },
};
export const NoRounds: Story = { args: { rows: [], footer: undefined } };
