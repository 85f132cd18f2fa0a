import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SearchBar } from './SearchBar';

/** Home's and the search screen's field. */
const meta = {
  title: 'Home/SearchBar',
  component: SearchBar,
  args: { onSearch: fn(), onType: fn() },
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Typed: Story = { args: { defaultValue: '별빛 정류장' } };
export const LongQuery: Story = {
  args: { defaultValue: '아주 긴 검색어가 입력창보다 길어도 입력한 글자를 잃지 않아요 '.repeat(3) },
};
