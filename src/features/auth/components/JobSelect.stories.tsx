import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { JobSelect } from './JobSelect';

/** Sign-up's job, a native select (the phone's own picker). */
const meta = {
  title: 'Auth/JobSelect',
  component: JobSelect,
  args: { value: 'COMPANY', onChange: fn() },
} satisfies Meta<typeof JobSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const Student: Story = { args: { value: 'STUDENT' } };
