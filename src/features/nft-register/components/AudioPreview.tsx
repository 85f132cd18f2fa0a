import { useCallback } from 'react';

/**
 * A player for the chosen mp3. The object URL is made when the element mounts and revoked when it
 * goes or the file changes (a ref cleanup, so StrictMode's remount makes a fresh one).
 */
export function AudioPreview({ file }: { file: File }) {
  const attach = useCallback(
    (element: HTMLAudioElement | null) => {
      if (!element || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(file);
      element.src = url;
      return () => {
        element.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the user's own song: no captions exist
    <audio
      ref={attach}
      controls
      preload="metadata"
      aria-label={`${file.name} 미리 듣기`}
      style={{ width: '100%' }}
    />
  );
}
