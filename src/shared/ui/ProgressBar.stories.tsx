import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: '투자 진행률', progress: 37.5 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Under 50 %: the warning colour (spec §9). */
export const Low: Story = {};
/** 50 % or more: the positive colour. */
export const High: Story = { args: { progress: 82 } };
export const Full: Story = { args: { progress: 100 } };
/** As the wire may send it: a string. */
export const AsText: Story = { args: { progress: '64.25' } };
/** Unknown: an empty bar and a dash. */
export const Unknown: Story = { args: { progress: null } };
export const WithoutFigure: Story = { args: { progress: 50, showValue: false } };
