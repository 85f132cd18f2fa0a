import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { PageLoader } from '@/shared/ui/PageLoader';

/** What an RTK Query hook returns, as far as a story reads it. */
interface QueryResult<T> {
  data?: T;
  error?: unknown;
}

/**
 * A feature component's story drawn from the demo backend's own answer, through the app's own
 * query hook: the data a screen would hand the component (never a second copy of fixtures), in
 * the story's dialect and data profile (src/test/stories.tsx, AppParameters).
 */
export function FromDemo<T>({
  result,
  children,
}: {
  result: QueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (result.error) return <p role="alert">{errorMessage(result.error)}</p>;
  return result.data === undefined ? <PageLoader label="불러오는 중..." /> : children(result.data);
}
