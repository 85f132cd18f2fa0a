import { useCallback, useState } from 'react';
import { FileReadError } from '@/shared/lib/files';
import { fileProblem, type PickRule } from '@/features/nft-register/file-rules';

/**
 * Runs a picked file through its rule and `accept` (which reads, shrinks and stores it). A bad or
 * unreadable file shows a Korean message and leaves what was there before untouched.
 */
export function useFilePick(rule: PickRule, accept: (file: File) => Promise<string | null>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = useCallback(
    async (file: File) => {
      const problem = fileProblem(rule, file);
      if (problem) {
        setError(problem);
        return;
      }
      setBusy(true);
      setError(null);
      try {
        setError(await accept(file));
      } catch (caught) {
        setError(
          caught instanceof FileReadError
            ? caught.message
            : '파일을 읽지 못했습니다. 다시 선택해주세요.',
        );
      } finally {
        setBusy(false);
      }
    },
    [rule, accept],
  );
  return { busy, error, pick };
}
