import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { within } from 'storybook/test';
import {
  filledSong,
  heldMp3,
  registrationDraft,
  valued,
  withCertificate,
  withCover,
} from '@/test/drafts';
import { loading, screenStory, serverError } from '@/test/stories';
import { EVALUATE_FAILED, REGISTER_FAILED } from '@/features/nft-register/messages';

/**
 * The registration steps (spec §6), each in the state the earlier steps leave
 * (src/test/drafts.ts). A later step opened without the draft it needs goes back to the first
 * step, which `WithoutDraft` shows.
 */
const meta = { title: 'Screens/Register' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const borrower = { as: 'borrower1' } as const;
/** A borrower with this draft, and the mp3 chosen on step 3 held in memory when `audio` is set. */
const drafted = (fields: object, audio = false) => ({
  ...borrower,
  state: () => registrationDraft({ ...fields, ...(audio ? heldMp3().fields : {}) }),
});

export const Loaded: Story = screenStory('/nft/register/music-basic', borrower);

/** Step 1 as it is left when the person comes back to it. */
export const BasicFilled: Story = screenStory(
  '/nft/register/music-basic',
  drafted({ ...filledSong, singers: ['가수 A', '가수 B'] }),
);

/** Step 2, not answered yet. */
export const Extra: Story = screenStory(
  '/nft/register/music-extra',
  drafted({ ...filledSong, isRegistered: null }),
);

/** Step 2, registered with the association and its certificate attached. */
export const ExtraCertificate: Story = screenStory(
  '/nft/register/music-extra',
  drafted({ ...filledSong, ...withCertificate }),
);

/** Step 3 before anything is chosen. */
export const ImageUpload: Story = screenStory('/nft/register/image-upload', drafted(filledSong));

/** Step 3 with the mp3 and the cover chosen. */
export const ImageUploadChosen: Story = screenStory(
  '/nft/register/image-upload',
  drafted({ ...filledSong, ...withCover }, true),
);

/** After a reload: the draft remembers an mp3 the phone no longer holds. */
export const AudioLost: Story = screenStory(
  '/nft/register/image-upload',
  drafted({ ...filledSong, ...withCover, audioKey: 'gone', audioFileName: '여름 밤.mp3' }),
);

export const ImageCrop: Story = screenStory(
  '/nft/image-crop',
  drafted({ ...filledSong, ...withCover }, true),
);

/** The valuation asked for and not answered yet. */
export const Evaluating: Story = screenStory(
  '/nft/register/evaluate-loading',
  drafted({ ...filledSong, ...withCover }, true),
  [loading('/copyrights/predict', 'post')],
);

/** The valuation failed: back on step 3, which says why (after the spec's 3 s wait). */
export const EvaluateFailed: Story = {
  ...screenStory('/nft/register/evaluate-loading', drafted({ ...filledSong, ...withCover }, true), [
    serverError('/copyrights/predict', 'post'),
  ]),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByText(new RegExp(EVALUATE_FAILED), undefined, { timeout: 10_000 });
  },
};

export const Confirm: Story = screenStory(
  '/nft/register/confirm',
  drafted({ ...filledSong, ...withCertificate, ...withCover, ...valued }, true),
);

/** The last step after a reload: the mp3 must be chosen again before registering. */
export const ConfirmAudioLost: Story = screenStory(
  '/nft/register/confirm',
  drafted({ ...filledSong, ...withCover, ...valued, audioKey: 'gone', audioFileName: 'a.mp3' }),
);

/** The registration sent and not answered yet. */
export const Registering: Story = screenStory(
  '/nft/register/register-loading',
  drafted({ ...filledSong, ...withCover, ...valued }, true),
  [loading('/nfts', 'post')],
);

/** The registration failed: the draft is reset and the person is told so. */
export const RegisterFailed: Story = {
  ...screenStory(
    '/nft/register/register-loading',
    drafted({ ...filledSong, ...withCover, ...valued }, true),
    [serverError('/nfts', 'post')],
    { console: ['^\\[nft-register\\] registration failed'] },
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog', { name: REGISTER_FAILED });
  },
};

export const WithoutDraft: Story = screenStory('/nft/register/confirm', borrower);
