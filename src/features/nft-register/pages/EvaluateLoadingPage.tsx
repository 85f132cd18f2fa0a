import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/shared/api/api-error';
import { paths } from '@/shared/config/paths';
import { valuationReceived, selectDraft } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { usePredictCopyrightMutation } from '@/features/nft-register/api';
import { LoadingScreen } from '@/features/nft-register/components/LoadingScreen';
import { withRegisterStep } from '@/features/nft-register/components/RegisterStepGate';
import { EVALUATE_FAILED } from '@/features/nft-register/messages';
import { songRequest } from '@/features/nft-register/song-request';
import type { ImageUploadState } from './ImageUploadPage';

/** Spec §9: the valuation request fires 3 s after the screen opens. */
export const VALUATION_DELAY_MS = 3000;

function Evaluating() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const [predict] = usePredictCopyrightMutation();
  const { title, singers, composers, lyricists, streamingUrls, isRegistered } = draft;
  // Only the song's fields: storing the valuation must not restart the timer.
  const body = useMemo(
    () => songRequest({ title, singers, composers, lyricists, streamingUrls, isRegistered }),
    [title, singers, composers, lyricists, streamingUrls, isRegistered],
  );

  useEffect(() => {
    let active = true;
    // Cleared on unmount, so StrictMode's mount-unmount-mount still sends one request.
    const timer = setTimeout(() => {
      predict(body)
        .unwrap()
        .then((valuation) => {
          if (!active) return;
          dispatch(
            valuationReceived({
              ethPrice: String(valuation.ethPrice),
              wonPrice: String(valuation.wonPrice),
            }),
          );
          navigate(paths.registerConfirm(), { replace: true });
        })
        .catch((error: unknown) => {
          if (!active) return;
          const state: ImageUploadState = {
            notice: `${EVALUATE_FAILED} (${errorMessage(error)})`,
          };
          navigate(paths.registerImageUpload(), { replace: true, state });
        });
    }, VALUATION_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [body, dispatch, navigate, predict]);

  return <LoadingScreen title="저작권 가치를 평가하고 있어요" hint="약 10초 정도 소요됩니다" />;
}

export default withRegisterStep('evaluate', Evaluating);
