import { safeHttpUrl } from '@/shared/lib/safe-url';
import styles from './StreamingLinks.module.css';

// Plain elements (StreamingLinks.module.css): a contract's page is drawn without MUI.

/**
 * Streaming links from server data. Only http(s) URLs become links, opened in a new tab without
 * an opener; anything else is shown as plain text so the user still sees what was registered.
 */
export function StreamingLinks({ urls }: { urls: string[] }) {
  const entries = urls.map((url) => url.trim()).filter(Boolean);
  if (entries.length === 0) {
    return <p className={styles.none}>등록된 링크가 없습니다.</p>;
  }
  return (
    <ul className={styles.list}>
      {entries.map((url, index) => {
        const href = safeHttpUrl(url);
        return (
          <li key={`${index}-${url}`}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ) : (
              <span>{url}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
