import type { Meta, StoryObj } from '@storybook/react-webpack5';

/**
 * Nothing: the workshop's test run shows it between two looks of a story, so that every look is
 * a story drawn from scratch in that look, as a phone draws a screen (e2e/workshop/).
 */
const meta = { title: 'Workshop/Blank', render: () => <></> } satisfies Meta;
export default meta;

export const Blank: StoryObj<typeof meta> = {};
