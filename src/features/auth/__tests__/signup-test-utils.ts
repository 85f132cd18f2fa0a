import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PreloadedState } from '@/app/store';
import { emptySignupDraft, type SignupDraft } from '@/features/auth/signup-draft';
// Evaluated first, so its slice is in the store before a test's preloaded draft is handed to it.
import '@/features/auth/signup-draft-slice';

/** A draft whose step 1 is done (id checked available), for tests that start at a later step. */
export function draftState(overrides: Partial<SignupDraft> = {}): PreloadedState {
  return {
    signupDraft: {
      ...emptySignupDraft,
      loginId: 'newbie7',
      password: 'abc123!',
      passwordConfirm: 'abc123!',
      checkedLoginId: 'newbie7',
      ...overrides,
    },
  };
}

export const filledExtra: Partial<SignupDraft> = {
  birth: '1995-07-21',
  phoneNumber: '010-1234-5678',
  job: 'STUDENT',
  walletAddr: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};

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
