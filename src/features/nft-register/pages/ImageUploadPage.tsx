import CropIcon from '@mui/icons-material/Crop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { downscaleImage, readAsDataUrl } from '@/shared/lib/files';
import { coverPicked, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { FilePickerField } from '@/features/nft-register/components/FilePickerField';
import { withRegisterStep } from '@/features/nft-register/components/RegisterStepGate';
import { WizardScreen } from '@/features/nft-register/components/WizardScreen';
import { IMAGE_RULE } from '@/features/nft-register/file-rules';
import { useDraftAudio } from '@/features/nft-register/hooks/use-draft-audio';
import { useFilePick } from '@/features/nft-register/hooks/use-file-pick';
import { audioLostMessage } from '@/features/nft-register/messages';
import styles from './ImageUploadPage.module.css';

/** A message another screen hands over (the valuation failed). */
export interface ImageUploadState {
  notice?: string;
}

function ImageForm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const audio = useDraftAudio();
  const notice = (useLocation().state as ImageUploadState | null)?.notice;

  const acceptImage = useCallback(
    async (file: File) => {
      const dataUrl = await readAsDataUrl(await downscaleImage(file));
      // A new image clears any crop (the slice does it: spec §4).
      dispatch(coverPicked({ imageBase64: dataUrl, imageFileName: file.name }));
      return null;
    },
    [dispatch],
  );
  const image = useFilePick(IMAGE_RULE, acceptImage);
  const preview = draft.croppedBase64 ?? draft.imageBase64;

  return (
    <WizardScreen
      step={2}
      title="표지 이미지를 등록해주세요"
      description="정사각형으로 잘라 NFT 이미지로 사용해요."
      actions={
        <Button
          variant="primary"
          size="big"
          disabled={!draft.imageBase64 || image.busy}
          // Spec §4: with a crop already made, next goes straight to the valuation.
          onClick={() =>
            navigate(draft.croppedBase64 ? paths.registerEvaluateLoading() : paths.imageCrop())
          }
        >
          다음
        </Button>
      }
    >
      {notice ? <Alert severity="error">{notice}</Alert> : null}
      {audio.lost ? (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={paths.registerExtra()}
              size="small"
              variant="line-secondary"
            >
              다시 선택
            </Button>
          }
        >
          {audioLostMessage(audio.lostName)}
        </Alert>
      ) : null}
      <FilePickerField
        label="표지 이미지"
        rule={IMAGE_RULE}
        chosen={Boolean(draft.imageBase64)}
        busy={image.busy}
        error={image.error}
        onPick={(file) => void image.pick(file)}
      >
        {preview ? (
          <div className={styles.preview}>
            <img
              src={preview}
              alt={draft.croppedBase64 ? '자른 표지 이미지' : '선택한 표지 이미지'}
              className={styles.image}
            />
            <Typography className={styles.note}>
              {draft.croppedBase64
                ? '정사각형으로 자른 이미지예요.'
                : '아직 자르지 않은 이미지예요.'}
            </Typography>
            <Button
              variant="line-secondary"
              size="small"
              startIcon={<CropIcon />}
              onClick={() => navigate(paths.imageCrop())}
              className={styles.crop}
            >
              {draft.croppedBase64 ? '다시 자르기' : '이미지 자르기'}
            </Button>
          </div>
        ) : null}
      </FilePickerField>
    </WizardScreen>
  );
}

export default withRegisterStep('image', ImageForm);
