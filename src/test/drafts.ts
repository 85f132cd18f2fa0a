import { registrationDocDataUrl } from '@mocks/db/cover-art';
import type { PreloadedState } from '@/app/store';
import { holdAudio } from '@/features/nft-register/audio-holder';
import { emptySignupDraft, type SignupDraft } from '@/features/auth/signup-draft';
import { emptyDraft, type RegistrationDraft } from '@/shared/registration-draft/draft-slice';
// Evaluated first, so its slice is in the store before a preloaded sign-up draft is handed to it.
import '@/features/auth/signup-draft-slice';

/**
 * What a person had already done on this phone before a screen opens: the registration wizard's
 * and the sign-up's drafts at each step. Read by the Jest tests of the later steps and by their
 * stories in the component workshop, so a step is opened in the state its earlier steps leave.
 */

/** Registration step 1 done (not registered with the copyright association). */
export const filledSong: Partial<RegistrationDraft> = {
  title: '여름 밤',
  singers: ['가수 A'],
  composers: ['작곡가 B'],
  lyricists: ['작사가 C'],
  streamingUrls: ['https://music.example/a'],
  isRegistered: false,
};

/** A 64 px cover, as a phone's photo would be once read (a record on a gradient, 1 KB). */
export const COVER_PNG_DATA_URL = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAD2ElEQVR42tXZW08TQRQA4PMzePBX8GTUaNRo1Ggst5a29EpLS6/0XhAEAUFAEAQEAUFAEAQEAUFBEASEqNGo0WjUaNRgNP4Cn+SJNKV7dmZ3aTvJPmzKsPOd7dnuzDmwT7axX7Z+QPb0oGztUNrq4bSVI2lPjqYvH0tfPp6+dCLj8cmMxVMZC6czH53JnD+bOSfLmkvPepiR9SBTPiuXzyjk95XyaZViSq2Y0igmtdn39NkThuxxo/KuSTlmVo5aVKNW1YhNdceuHnaoh1zq2+6cQU/OgDdnwKe5FdD0BzV9YU1vofZmkbanWNtdousu1d0o03WV6zsr9B2V+utVhvZqQ1uNoa3WeK3O2FpvbGnIbW7MvdqU29RsagKm9S2mRmBa32q6Akzr20wNwLS+3VwPTOs7zJeBaX2nuQ6Y1nfl1QLT+u6tAJjW9+TVgOT6lJQ9yCGtvtdyCaTS4+6dhyT6Pks1iNfT0iMPkfp+SxWI0XOxUlP3xjy4xgvWD1gvgoR6XigyQJh+0FoJAvRcMvLM4RpPqx+yVoBIfUwKYQrF/JBKP5xfASL14lNo53hy/Uh+OQjO+8iJRaZQ1P+S60fzL8Bu6ElSCI+BUD9mKwPxesIs4s2fqD+R6MdtpUD7tuKakjyLkHsfeU6in7CdB9p37fYctFlEEkPUMF79pK0EqNY5kTPFPEe+CmRY1Pn2GF79lL0YqFZpO6dBIuHNn5juqCvg+umtAHhXyLzJI+YZ4E0kXD9jPwfk63v8btG+Bwgvi+tnHUVAvjtBZoqp/7cZ3j6QGHivhugfOgoB3xmSZz8XnSsM8icB0c85woDva4XdfpIAyK+J6OedIcB35QIC4NLjXwJyTUS/4AwCXlNIhgAQ/aIzAHhFJBkCQPRLrgDg9ZxkCADRL7v8gFejkuEhRvQrLh/gtbRk+BlF9KtuL+CVwGR4kSH6NbcHeOuYiV1K4Pp1dwHwVmETu5jD9RsFbuCtISd2OY3rnxW4gKQCnqgNDa/++VYAJPX7RG0pefUvPE4g7D7Ef1NPon/pcQBh7yT+ZRUS/SuPHcg7P/EsbBHqX3tsQNW3ik9pkVz/xpsPVF23+BR3yfVvvVag7brtdnmdSv/OawEBPcPda3DQ6t/7LCC44ylti4kq77f1H3x5IKZfK1WTT7D+o88M4vu1YtqshG8rLv0nvwkk6Tb3W6po6STrHF79Z38uSKKPrCHjbt71PZX+i98I0urxOqbk+q8BAzCt/xbQA9P671sBMK3/EdQB0/qfQS0wrd8MaoBp/a9QDjCt/x1SA9P6PyEVMK3/G1b9B/whJdaG5pmgAAAAAElFTkSuQmCC`;

/** Step 2 answered "registered", with the association's certificate attached. */
export const withCertificate: Partial<RegistrationDraft> = {
  isRegistered: true,
  copyrightFileName: '저작권등록증.pdf',
  copyrightBase64: registrationDocDataUrl('여름 밤'),
};

/** Step 3's cover chosen, and cropped on the crop screen. */
export const withCover: Partial<RegistrationDraft> = {
  imageFileName: 'cover.png',
  imageBase64: COVER_PNG_DATA_URL,
  croppedBase64: COVER_PNG_DATA_URL,
};

/** The valuation received (the last step before registering). */
export const valued: Partial<RegistrationDraft> = { ethPrice: '1.2345', wonPrice: '5430000' };

export const bytesFile = (size: number, name: string, type: string) =>
  new File([new Uint8Array(size)], name, { type });

/** Puts an mp3 in the in-memory holder and returns the draft fields that point at it. */
export function heldMp3(name = 'song.mp3', size = 1_572_864) {
  const file = bytesFile(size, name, 'audio/mpeg');
  return { file, fields: { audioKey: holdAudio(file), audioFileName: name } };
}

/** A draft over the empty one, for a store's preloaded state. */
export const registrationDraft = (fields: Partial<RegistrationDraft>): PreloadedState => ({
  registrationDraft: { ...emptyDraft, ...fields },
});

/** Sign-up step 1 done: the id checked available, the password typed twice. */
export const signupBasicDone: Partial<SignupDraft> = {
  loginId: 'newbie7',
  password: 'abc123!',
  passwordConfirm: 'abc123!',
  checkedLoginId: 'newbie7',
};

/** Sign-up step 2's fields, valid. */
export const filledExtra: Partial<SignupDraft> = {
  birth: '1995-07-21',
  phoneNumber: '010-1234-5678',
  job: 'STUDENT',
  walletAddr: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
};

/** A sign-up draft whose step 1 is done, with `overrides` on top. */
export const signupDraft = (overrides: Partial<SignupDraft> = {}): PreloadedState => ({
  signupDraft: { ...emptySignupDraft, ...signupBasicDone, ...overrides },
});
