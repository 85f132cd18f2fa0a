import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginRequiredDialog } from './LoginRequiredDialog';

const meta = {
  title: 'UI/LoginRequiredDialog',
  component: LoginRequiredDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onCancel: fn(), onLogin: fn() },
} satisfies Meta<typeof LoginRequiredDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
