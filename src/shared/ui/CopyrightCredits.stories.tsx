import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CopyrightCredits } from './CopyrightCredits';

const meta = {
  title: 'UI/CopyrightCredits',
  component: CopyrightCredits,
  args: {
    singers: ['아이유'],
    composers: ['이종훈', '이채규'],
    lyricists: ['아이유'],
    isRegistered: true,
    registrationDoc: 'https://example.com/docs/registration.pdf',
    streamingUrls: ['https://www.melon.com/song/detail.htm?songId=1'],
    defaultExpanded: true,
  },
} satisfies Meta<typeof CopyrightCredits>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Folded: Story = { args: { defaultExpanded: false } };
/** Not registered, no names, no links: dashes and a plain line. */
export const Empty: Story = {
  args: {
    singers: [],
    composers: [' '],
    lyricists: [],
    isRegistered: false,
    registrationDoc: null,
    streamingUrls: [],
  },
};
/** Fifty names in each list, as the demo's long-data profile sends. */
export const LongLists: Story = {
  args: {
    singers: Array.from({ length: 50 }, (_, i) => `가수${i + 1}`),
    composers: Array.from({ length: 50 }, (_, i) => `작곡가${i + 1}`),
    lyricists: Array.from({ length: 50 }, (_, i) => `작사가${i + 1}`),
  },
};
