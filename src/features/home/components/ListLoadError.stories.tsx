import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { httpError, networkError, timeoutError } from '@/shared/api/api-error';
import { ListLoadError } from './ListLoadError';

/** A list that did not load, saying why, with its retry. */
const meta = {
  title: 'Home/ListLoadError',
  component: ListLoadError,
  args: { error: httpError(500), fetching: false, onRetry: fn() },
} satisfies Meta<typeof ListLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
export const Offline: Story = { args: { error: networkError() } };
export const TimedOut: Story = { args: { error: timeoutError() } };
/** The retry is on its way: its button waits. */
export const Retrying: Story = { args: { fetching: true } };
