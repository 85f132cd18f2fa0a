import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type CropperJs from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { useCallback, useState } from 'react';
import Cropper from 'react-cropper';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { allowLibraryWrites } from '@/shared/lib/trusted-types';
import { coverCropped, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useHeaderAction } from '@/shared/ui/header-action';
import { CropControls } from '@/features/nft-register/components/CropControls';
import { withRegisterStep } from '@/features/nft-register/components/RegisterStepGate';
import styles from './ImageCropPage.module.css';

// cropperjs writes its frame with innerHTML: its one template, allowed before it draws.
allowLibraryWrites();

/** The cover as sent: a square JPEG, at most 1024 px (plenty for a cover, ~200 KB). */
const OUTPUT_SIDE = 1024;

/** Spec §2: square crop (aspect 1), JPEG output; the header's confirm button saves it. */
function CropEditor({ src }: { src: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [cropper, setCropper] = useState<CropperJs | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = useCallback(() => {
    if (!cropper) return;
    const canvas = cropper.getCroppedCanvas({
      maxWidth: OUTPUT_SIDE,
      maxHeight: OUTPUT_SIDE,
      // The JPEG's own background where the photo is transparent: image data, not a screen colour.
      fillColor: '#fff',
      imageSmoothingQuality: 'high',
    });
    const dataUrl = canvas.toDataURL('image/jpeg', 0.9);
    if (!dataUrl.startsWith('data:image/jpeg')) {
      setError('이미지를 자르지 못했습니다. 다시 시도해주세요.');
      return;
    }
    dispatch(coverCropped(dataUrl));
    navigate(paths.registerEvaluateLoading());
  }, [cropper, dispatch, navigate]);

  useHeaderAction({ label: '확인', onClick: confirm, disabled: !ready });

  return (
    <div className={styles.screen}>
      <Typography component="h2" variant="h2">
        이미지를 정사각형으로 잘라주세요
      </Typography>
      <Typography color="textSecondary" className={styles.hint}>
        사진을 끌어 옮기거나 아래 버튼으로 옮기고 크기를 바꾼 뒤 오른쪽 위 확인을 눌러주세요. 그대로
        쓰려면 바로 확인을 누르면 돼요.
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <div className={styles.crop}>
        <Cropper
          src={src}
          alt="자를 표지 이미지"
          style={{ height: '100%', width: '100%' }}
          aspectRatio={1}
          viewMode={1}
          autoCropArea={1}
          dragMode="move"
          guides
          background={false}
          responsive
          checkOrientation={false}
          onInitialized={setCropper}
          ready={() => setReady(true)}
        />
      </div>
      <CropControls cropper={ready ? cropper : null} />
    </div>
  );
}

function CropScreen() {
  const { imageBase64 } = useAppSelector(selectDraft);
  return imageBase64 ? <CropEditor src={imageBase64} /> : null;
}

export default withRegisterStep('crop', CropScreen);
