import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BusyLabel, STILL_WORKING_MESSAGE, StillWorking } from './StillWorking';

const meta = {
  title: 'UI/StillWorking',
  component: StillWorking,
  args: { busy: true, message: STILL_WORKING_MESSAGE },
} satisfies Meta<typeof StillWorking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Working: Story = {};
/** The request has just left: the live region is there, its words come later. */
export const JustStarted: Story = { args: { message: null } };
export const ButtonLabelBusy: Story = {
  render: () => <BusyLabel busy label="투자하기" busyLabel="투자하는 중..." />,
};
