import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

/** A lazy route whose chunk failed to download (offline, a deploy replaced the files). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|dynamically imported module/i.test(error.message));

/**
 * Every route's error element: a screen that throws, or whose code did not download, shows a
 * Korean recovery screen instead of a white page, and the tabs and header around it keep working.
 * The router clears it when the address changes, so the next screen starts clean.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const offline = isChunkLoadError(error);

  useEffect(() => {
    console.warn('[route] screen crashed', error);
  }, [error]);

  const retry = () => {
    if (offline) {
      window.location.reload();
      return;
    }
    // The same address again: the router renders the screen anew.
    void navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: location.state,
    });
  };

  return (
    <Box role="alert" sx={{ py: 10, px: 3, textAlign: 'center' }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        {offline ? '화면을 불러오지 못했습니다.' : '일시적인 문제가 발생했습니다.'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {offline
          ? '네트워크 연결을 확인한 뒤 다시 시도해주세요.'
          : '입력하신 내용은 저장되어 있어요. 다시 시도하거나 홈으로 이동해주세요.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button variant="primary" size="medium" onClick={retry}>
          다시 시도
        </Button>
        {/* A plain link: a full load also recovers from a broken in-memory state. */}
        <Button variant="line-secondary" size="medium" href={paths.main()}>
          홈으로 가기
        </Button>
      </Box>
    </Box>
  );
}
