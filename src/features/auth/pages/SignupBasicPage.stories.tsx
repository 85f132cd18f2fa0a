import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { emptySignupDraft } from '@/features/auth/signup-draft';
import { filledExtra, signupDraft } from '@/test/drafts';
import { screenStory } from '@/test/stories';

/**
 * The sign-up steps (spec §6), each in the state the earlier steps leave (src/test/drafts.ts). A
 * later step opened without what the first one took goes back to it, which `WithoutFirstStep`
 * shows.
 */
const meta = { title: 'Screens/SignUp' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/signup/basic');

/** Step 2 after step 1. */
export const Extra: Story = screenStory('/signup/extra', { state: () => signupDraft() });

/** Step 2 with its fields filled in, as after coming back to it. */
export const ExtraFilled: Story = screenStory('/signup/extra', {
  state: () => signupDraft(filledExtra),
});

/** Step 3 after steps 1 and 2. */
export const Nickname: Story = screenStory('/signup/nickname', {
  state: () => signupDraft(filledExtra),
});

/** Sign-up done: the draft is cleared and the complete screen is real. */
export const Complete: Story = screenStory('/signup/complete', {
  state: () => ({ signupDraft: { ...emptySignupDraft, completed: true } }),
});

export const WithoutFirstStep: Story = screenStory('/signup/nickname');

/** A reload keeps the id but never the password: step 1 says why it asks again. */
export const PasswordForgotten: Story = screenStory('/signup/extra', {
  state: () => signupDraft({ ...filledExtra, password: '', passwordConfirm: '' }),
});
