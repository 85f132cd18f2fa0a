import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NftCoverImage } from './NftCoverImage';

const meta = {
  title: 'UI/NftCoverImage',
  component: NftCoverImage,
  // A cover the demo backend hosts (mocks/handlers/covers.ts).
  args: { src: '/api/v1/demo/covers/3.svg', title: '봄날의 노래', size: 120, radius: 2 },
} satisfies Meta<typeof NftCoverImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {};
export const Fluid: Story = { args: { fluid: true, size: 500, radius: 4 } };
/** An address that answers 404: a labelled placeholder, never a broken icon. */
export const Broken: Story = {
  args: { src: '/api/v1/demo/covers/99.svg' },
  // The browser says so in the console: it is the state this story shows.
  parameters: { workshop: { console: ['^Failed to load resource: '] } },
};
/** No address, or one that is not safe to show. */
export const Missing: Story = { args: { src: '' } };
export const Unsafe: Story = { args: { src: 'javascript:alert(1)' } };
