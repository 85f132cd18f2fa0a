import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BottomCta } from './BottomCta';

const meta = {
  title: 'UI/BottomCta',
  component: BottomCta,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Button variant="primary" size="big" fullWidth>
        다음
      </Button>
    ),
  },
} satisfies Meta<typeof BottomCta>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sticky: Story = {};
export const InFlowWithDivider: Story = { args: { sticky: false, divider: true } };
export const TwoActions: Story = {
  args: {
    children: (
      <>
        <Button variant="secondary" size="big" fullWidth>
          이전
        </Button>
        <Button variant="primary" size="big" fullWidth disabled>
          다음
        </Button>
      </>
    ),
  },
};
