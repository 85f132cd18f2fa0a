import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { AUDIO_RULE, COPYRIGHT_RULE, IMAGE_RULE } from '@/features/nft-register/file-rules';
import { ChosenFile, FilePickerField } from './FilePickerField';

/** A file for the registration: the rule it must meet, what is chosen, and why one was refused. */
const meta = {
  title: 'Register/FilePickerField',
  component: FilePickerField,
  args: {
    label: '음원 파일',
    rule: AUDIO_RULE,
    chosen: false,
    busy: false,
    error: null,
    onPick: fn(),
  },
} satisfies Meta<typeof FilePickerField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Audio: Story = {};
export const AudioChosen: Story = {
  args: { chosen: true, children: <ChosenFile name="여름 밤.mp3" size="1.50MB" /> },
};
/** A file being read: the button waits. */
export const Reading: Story = { args: { busy: true } };
export const Refused: Story = {
  args: { error: '음원은 MP3 파일만 올릴 수 있어요. (선택한 파일: 여름 밤.wav)' },
};
export const Image: Story = { args: { label: '표지 이미지', rule: IMAGE_RULE } };
export const Certificate: Story = {
  args: {
    label: '저작권 등록 서류',
    rule: COPYRIGHT_RULE,
    chosen: true,
    children: <ChosenFile name={`${'아주 긴 파일 이름 '.repeat(6)}.pdf`} size="4.98MB" />,
  },
};
