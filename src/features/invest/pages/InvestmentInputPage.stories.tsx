import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { loading, offline, screenStory, serverError } from '@/test/stories';

/** /investment-input/:investmentId: an investor's amount for an open contract (spec §6). */
const meta = { title: 'Screens/InvestmentInput' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const url = '/investment-input/108';
const investor = { as: 'investor1' } as const;

export const Loaded: Story = screenStory(url, investor);

export const LimitsLoading: Story = screenStory(url, investor, [loading('/contracts/108/invest')]);

export const LimitsServerError: Story = screenStory(url, investor, [
  serverError('/contracts/108/invest'),
]);

export const ContractOffline: Story = screenStory(url, investor, [offline('/contracts/108')]);

/** Amounts as the loose dialect sends them: "7,000,000", "0.11". */
export const LooseDialect: Story = screenStory(url, { ...investor, dialect: 'loose' });

export const LongTitles: Story = screenStory(url, { ...investor, longData: true });

/**
 * More than the most allowed typed in: the quick amounts that add are off, and 최대 alone brings
 * the amount down to the most allowed (7,000,000).
 */
export const OverTheMost: Story = {
  ...screenStory(url, investor),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const amount = await screen.findByRole('textbox', { name: '투자 금액' });
    await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
    await userEvent.type(amount, '7250000');
    await expect(screen.getByRole('button', { name: '최대' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: '+1만' })).toBeDisabled();
  },
};
