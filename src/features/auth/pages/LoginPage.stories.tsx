import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { FAILED_LOAD, screenStory, serverError } from '@/test/stories';

/** /login (spec §6). */
const meta = { title: 'Screens/Login' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = screenStory('/login');
/** A wrong password: the form says so and keeps what was typed. */
export const WrongPassword: Story = {
  ...screenStory('/login', {}, [], FAILED_LOAD),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.type(await screen.findByRole('textbox', { name: '아이디' }), 'borrower1');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'wrong123!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await expect(
      await screen.findByText('아이디 혹은 비밀번호를 다시 확인해주세요.'),
    ).toBeInTheDocument();
  },
};

/** The server fails the login (a 500): the form says the server is at fault, not the password. */
export const ServerError: Story = {
  ...screenStory('/login', {}, [serverError('/auth/login', 'post')]),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.type(await screen.findByRole('textbox', { name: '아이디' }), 'borrower1');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'demo1234!');
    await userEvent.click(screen.getByRole('button', { name: '로그인' }));
    await expect(
      await screen.findByText('서버에 문제가 있어요. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
  },
};
