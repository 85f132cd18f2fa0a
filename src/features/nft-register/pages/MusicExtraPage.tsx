import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatMegabytes } from '@/shared/lib/format';
import { dataUrlByteLength, downscaleImage, readAsDataUrl } from '@/shared/lib/files';
import {
  copyrightFilePicked,
  registeredAnswered,
  selectDraft,
} from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AudioPreview } from '@/features/nft-register/components/AudioPreview';
import { ChosenFile, FilePickerField } from '@/features/nft-register/components/FilePickerField';
import { withRegisterStep } from '@/features/nft-register/components/RegisterStepGate';
import { WizardScreen } from '@/features/nft-register/components/WizardScreen';
import { AUDIO_RULE, COPYRIGHT_RULE, fileProblem } from '@/features/nft-register/file-rules';
import { useDraftAudioPick } from '@/features/nft-register/hooks/use-draft-audio';
import { useFilePick } from '@/features/nft-register/hooks/use-file-pick';
import { audioLostMessage } from '@/features/nft-register/messages';
import styles from './MusicExtraPage.module.css';

/** Wizard step 2 (spec §5): registered yes/no, the copyright file when yes, the mp3 always. */
function ExtraForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const { audio, audioPick } = useDraftAudioPick();

  const acceptCopyright = useCallback(
    async (file: File) => {
      // A scanned page as a phone photo is shrunk like the cover; a PDF is kept as it is.
      const stored = await downscaleImage(file);
      const problem = fileProblem(COPYRIGHT_RULE, {
        name: file.name,
        type: file.type,
        size: stored.size,
      });
      if (problem) return problem;
      const dataUrl = await readAsDataUrl(stored);
      dispatch(copyrightFilePicked({ copyrightBase64: dataUrl, copyrightFileName: file.name }));
      return null;
    },
    [dispatch],
  );
  const copyright = useFilePick(COPYRIGHT_RULE, acceptCopyright);

  const needsCopyright = draft.isRegistered === true && !draft.copyrightBase64;
  const complete = draft.isRegistered !== null && !needsCopyright && audio.file !== null;
  const busy = copyright.busy || audioPick.busy;

  return (
    <WizardScreen
      step={1}
      title="추가 정보를 입력해주세요"
      actions={
        <Button
          variant="primary"
          size="big"
          disabled={!complete || busy}
          onClick={() => navigate(paths.registerImageUpload())}
        >
          다음
        </Button>
      }
    >
      <FormControl>
        <FormLabel id="registered-label" className={styles.question}>
          저작권 등록 여부
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="registered-label"
          name="isRegistered"
          value={draft.isRegistered === null ? '' : draft.isRegistered ? 'yes' : 'no'}
          onChange={(event) => dispatch(registeredAnswered(event.target.value === 'yes'))}
        >
          <FormControlLabel value="yes" control={<Radio />} label="예" />
          <FormControlLabel value="no" control={<Radio />} label="아니요" />
        </RadioGroup>
      </FormControl>

      {draft.isRegistered ? (
        <FilePickerField
          label="저작권 등록 서류"
          rule={COPYRIGHT_RULE}
          chosen={Boolean(draft.copyrightBase64)}
          busy={copyright.busy}
          error={copyright.error}
          onPick={(file) => void copyright.pick(file)}
        >
          {draft.copyrightBase64 ? (
            <ChosenFile
              name={draft.copyrightFileName ?? '저작권 등록 서류'}
              size={formatMegabytes(dataUrlByteLength(draft.copyrightBase64))}
            />
          ) : null}
        </FilePickerField>
      ) : null}

      <FilePickerField
        label="음원"
        rule={AUDIO_RULE}
        chosen={audio.file !== null}
        busy={audioPick.busy}
        error={audioPick.error}
        onPick={(file) => void audioPick.pick(file)}
      >
        {audio.lost ? <Alert severity="warning">{audioLostMessage(audio.lostName)}</Alert> : null}
        {audio.file ? (
          <>
            <ChosenFile name={audio.file.name} size={formatMegabytes(audio.file.size)} />
            <AudioPreview file={audio.file} />
          </>
        ) : null}
      </FilePickerField>
    </WizardScreen>
  );
}

export default withRegisterStep('extra', ExtraForm);
