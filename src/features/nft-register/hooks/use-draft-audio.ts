import { useCallback, useSyncExternalStore } from 'react';
import { audioPicked, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { heldAudio, holdAudio, subscribeAudio } from '@/features/nft-register/audio-holder';
import { AUDIO_RULE } from '@/features/nft-register/file-rules';
import { useFilePick } from './use-file-pick';

/** The draft's mp3: the in-memory file, and whether one was picked but lost (e.g. a reload). */
export function useDraftAudio() {
  const dispatch = useAppDispatch();
  const { audioKey, audioFileName } = useAppSelector(selectDraft);
  const held = useSyncExternalStore(subscribeAudio, heldAudio, heldAudio);
  const file = audioKey !== null && held?.key === audioKey ? held.file : null;
  const pick = useCallback(
    (next: File) => {
      const key = holdAudio(next);
      dispatch(audioPicked({ audioKey: key, audioFileName: next.name }));
    },
    [dispatch],
  );
  return { file, lost: file === null && audioKey !== null, lostName: audioFileName, pick };
}

/** The draft's mp3 and its picker: a file that passes AUDIO_RULE becomes the draft's audio. */
export function useDraftAudioPick() {
  const audio = useDraftAudio();
  const { pick } = audio;
  const accept = useCallback(
    async (file: File) => {
      pick(file);
      return null;
    },
    [pick],
  );
  return { audio, audioPick: useFilePick(AUDIO_RULE, accept) };
}
