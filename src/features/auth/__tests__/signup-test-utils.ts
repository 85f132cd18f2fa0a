import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A draft whose step 1 is done (id checked available), for tests that start at a later step. */
export { filledExtra, signupDraft as draftState } from '@/test/drafts';

export const idInput = () => screen.getByRole('textbox', { name: '아이디' });
export const passwordInput = () => screen.getByLabelText('비밀번호');
export const confirmInput = () => screen.getByLabelText('비밀번호 확인');
export const nextButton = () => screen.getByRole('button', { name: '다음' });

/** Fills step 1 with a fresh id and checks it against the demo backend. */
export async function completeBasicStep(
  user: UserEvent,
  loginId = 'newbie7',
  password = 'abc123!',
) {
  await user.type(await screen.findByRole('textbox', { name: '아이디' }), loginId);
  await user.click(screen.getByRole('button', { name: '중복 확인' }));
  await screen.findByText('사용할 수 있는 아이디입니다.');
  await user.type(passwordInput(), password);
  await user.type(confirmInput(), password);
}
