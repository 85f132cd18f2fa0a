import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { paths } from '@/shared/config/paths';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A lazy route whose chunk failed to download (offline, a deploy replaced the files). */
const isChunkLoadError = (error: Error) =>
  error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);

/**
 * One per route (the layouts key it by path, so moving to another screen starts clean): a screen
 * that throws shows a Korean recovery screen instead of a white page, and the tabs and header
 * around it keep working.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[route] screen crashed', error, info.componentStack);
  }

  private retry = () => {
    if (this.state.error && isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const offline = isChunkLoadError(error);
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
          <Button variant="primary" size="medium" onClick={this.retry}>
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
}
