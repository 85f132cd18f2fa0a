import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FilterChips } from './FilterChips';

/** Home's filters over the open loans (spec §6): one chosen at a time. */
const meta = {
  title: 'Home/FilterChips',
  component: FilterChips,
  args: { value: 'ALL', onChange: fn() },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const HighReturn: Story = { args: { value: 'HIGH_RETURN' } };
export const LongTerm: Story = { args: { value: 'LONG_TERM' } };
