import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { formatMegabytes } from '@/shared/lib/format';
import { draftReset, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { releaseAudio } from '@/features/nft-register/audio-holder';
import { DraftSummary } from '@/features/nft-register/components/DraftSummary';
import { FilePickerField } from '@/features/nft-register/components/FilePickerField';
import { withRegisterStep } from '@/features/nft-register/components/RegisterStepGate';
import { BottomCta } from '@/shared/ui/BottomCta';
import { AUDIO_RULE } from '@/features/nft-register/file-rules';
import { useDraftAudioPick } from '@/features/nft-register/hooks/use-draft-audio';
import { audioLostMessage } from '@/features/nft-register/messages';
import layout from '@/shared/ui/layout.module.css';
import styles from './ConfirmPage.module.css';

type Dialog = 'save' | 'leave' | null;

function Confirm() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const { audio, audioPick } = useDraftAudioPick();
  const [dialog, setDialog] = useState<Dialog>(null);
  const dialogOf = (which: Dialog) => ({ open: dialog === which, onCancel: () => setDialog(null) });
  const ready = audio.file !== null && draft.croppedBase64 !== null;

  const leave = () => {
    navigate(paths.myNft());
    dispatch(draftReset());
    releaseAudio();
  };

  return (
    <div className={layout.screen}>
      <div className={styles.content}>
        <Typography component="h2" variant="h2">
          등록 정보를 확인해주세요
        </Typography>
        {!draft.croppedBase64 ? (
          <Alert
            severity="warning"
            action={
              <Button
                size="small"
                variant="line-secondary"
                onClick={() => navigate(paths.imageCrop())}
              >
                자르기
              </Button>
            }
          >
            표지 이미지를 정사각형으로 잘라주세요.
          </Alert>
        ) : null}
        <DraftSummary
          draft={draft}
          audio={
            audio.file ? (
              `${audio.file.name} (${formatMegabytes(audio.file.size)})`
            ) : (
              <FilePickerField
                label="음원"
                rule={AUDIO_RULE}
                chosen={false}
                busy={audioPick.busy}
                error={audioPick.error}
                onPick={(file) => void audioPick.pick(file)}
              >
                <Alert severity="warning">
                  {audio.lost ? audioLostMessage(audio.lostName) : '음원 파일을 선택해주세요.'}
                </Alert>
              </FilePickerField>
            )
          }
        />
      </div>
      <BottomCta>
        <Button variant="primary" size="big" disabled={!ready} onClick={() => setDialog('save')}>
          등록하기
        </Button>
        <Button variant="line-secondary" size="big" onClick={() => setDialog('leave')}>
          나가기
        </Button>
      </BottomCta>
      <ConfirmDialog
        {...dialogOf('save')}
        title="NFT를 등록하시겠습니까?"
        description="등록 후에는 수정할 수 없습니다."
        confirmLabel="등록"
        onConfirm={() => {
          setDialog(null);
          navigate(paths.registerLoading());
        }}
      />
      <ConfirmDialog
        {...dialogOf('leave')}
        title="등록을 그만두시겠습니까?"
        description="입력한 내용이 모두 삭제됩니다."
        confirmLabel="나가기"
        onConfirm={leave}
      />
    </div>
  );
}

export default withRegisterStep('confirm', Confirm);
