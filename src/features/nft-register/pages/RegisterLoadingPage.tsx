import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { draftReset, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { useRegisterNftMutation, type RegisterNftArgs } from '@/features/nft-register/api';
import { releaseAudio } from '@/features/nft-register/audio-holder';
import { LoadingScreen } from '@/features/nft-register/components/LoadingScreen';
import { draftFiles } from '@/features/nft-register/draft-files';
import { useDraftAudio } from '@/features/nft-register/hooks/use-draft-audio';
import { REGISTER_FAILED } from '@/features/nft-register/messages';
import { songRequest } from '@/features/nft-register/song-request';
import styles from './RegisterLoadingPage.module.css';

/** Spec §4: success or failure resets the draft and goes to /myNft; a failure says so first. */
function Registering({ args }: { args: RegisterNftArgs }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [registerNft] = useRegisterNftMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // One registration per visit, StrictMode's second effect run included.
    if (started.current) return;
    started.current = true;
    const finish = () => {
      dispatch(draftReset());
      releaseAudio();
    };
    registerNft(args)
      .unwrap()
      .then(() => {
        navigate(paths.myNft(), { replace: true });
        finish();
      })
      .catch((error: unknown) => {
        console.warn('[nft-register] registration failed', error);
        finish();
        setFailure(errorMessage(error));
      });
  }, [args, dispatch, navigate, registerNft]);

  return (
    <>
      <LoadingScreen title="NFT 등록 중" hint="약 30초 정도 소요됩니다" />
      <Dialog
        open={failure !== null}
        aria-labelledby="register-failed-title"
        aria-describedby="register-failed-text"
      >
        <DialogTitle id="register-failed-title">{REGISTER_FAILED}</DialogTitle>
        <DialogContent>
          <DialogContentText id="register-failed-text">
            {failure} 입력한 내용은 초기화되었어요. 다시 등록해주세요.
          </DialogContentText>
        </DialogContent>
        <DialogActions className={styles.actions}>
          <Button
            variant="primary"
            size="medium"
            fullWidth
            onClick={() => navigate(paths.myNft(), { replace: true })}
          >
            확인
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default function RegisterLoadingPage() {
  const draft = useAppSelector(selectDraft);
  const audio = useDraftAudio();
  // Taken once: the draft is reset when the request ends, which must not trigger the redirect.
  const [args] = useState<RegisterNftArgs | null>(() => {
    const { croppedImage, copyrightFile } = draftFiles(draft);
    if (!croppedImage || !audio.file) return null;
    // A draft that is not complete otherwise: confirm sends the user to what is missing.
    if ((draft.isRegistered && !copyrightFile) || !draft.ethPrice) return null;
    return {
      nft: { ...songRequest(draft), ethPrice: Number(draft.ethPrice) },
      image: croppedImage,
      audio: audio.file,
      registrationDoc: draft.isRegistered ? copyrightFile : null,
    };
  });
  // Spec §4: without the cropped image or the audio there is nothing to register.
  if (!args) return <Navigate to={paths.registerConfirm()} replace />;
  return <Registering args={args} />;
}
