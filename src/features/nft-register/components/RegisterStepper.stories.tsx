import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RegisterStepper } from './RegisterStepper';

/** Where the person is among the registration's three steps. */
const meta = {
  title: 'Register/RegisterStepper',
  component: RegisterStepper,
  args: { active: 0 },
} satisfies Meta<typeof RegisterStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Second: Story = { args: { active: 1 } };
export const Last: Story = { args: { active: 2 } };
