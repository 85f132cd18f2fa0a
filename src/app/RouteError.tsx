import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { buttonClass } from '@/shared/ui/plain-button';
import { report } from '@/shared/telemetry/report';
import styles from './recovery-screen.module.css';

/** A lazy route whose chunk failed to download (offline, a deploy replaced the files). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|dynamically imported module/i.test(error.message));

/** The file a chunk error names: webpack's message ends `(error: <url>)`. */
const chunkUrl = (error: unknown) =>
  error instanceof Error
    ? /\((?:error|missing|timeout): (\S+)\)/.exec(error.message)?.[1]
    : undefined;

/**
 * Why a chunk did not arrive: a server that answers 404 for it has a newer deploy without the
 * files this tab was built with (a reload opens the new version); no answer at all is the network.
 */
function useChunkCause(error: unknown, offline: boolean): 'network' | 'deployed' {
  const [cause, setCause] = useState<'network' | 'deployed'>('network');
  useEffect(() => {
    const url = offline ? chunkUrl(error) : undefined;
    if (!url) return;
    let current = true;
    fetch(url, { method: 'HEAD', cache: 'no-store' })
      .then((answer) => {
        if (current && answer.status === 404) setCause('deployed');
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [error, offline]);
  return cause;
}

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
  const deployed = useChunkCause(error, offline) === 'deployed';

  useEffect(() => {
    console.warn('[route] screen crashed', error);
    report({ kind: 'error', source: offline ? 'chunk' : 'route', error });
  }, [error, offline]);

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
    <div className={styles.root} role="alert">
      <h2 className={styles.title}>
        {offline ? '화면을 불러오지 못했습니다.' : '일시적인 문제가 발생했습니다.'}
      </h2>
      <p className={styles.text}>
        {deployed
          ? '새 버전이 나왔어요. 다시 시도하면 새 버전으로 열려요.'
          : offline
            ? '네트워크 연결을 확인한 뒤 다시 시도해주세요.'
            : '입력하신 내용은 저장되어 있어요. 다시 시도하거나 홈으로 이동해주세요.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', 'medium')} onClick={retry}>
          다시 시도
        </button>
        {/* A plain link: a full load also recovers from a broken in-memory state. */}
        <a className={buttonClass('line-secondary', 'medium')} href={paths.main()}>
          홈으로 가기
        </a>
      </div>
    </div>
  );
}
