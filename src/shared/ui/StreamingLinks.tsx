import { safeHttpUrl } from '@/shared/lib/safe-url';
import { staticCss } from './static-css';
import { bodyText, colors } from './tokens';

// Drawn as MUI's Typography and Link (underline always, its underline at 40 % of the colour) drew
// them, in a static stylesheet (static-css.ts): a contract's page is drawn without MUI.
staticCss(
  'streaming-links',
  `.streaming-links{margin:0;padding:0;list-style:none;${bodyText.body1}}
.streaming-links li{word-break:break-all}
.streaming-links a{color:${colors.primary};text-decoration:underline;text-decoration-color:${colors.primaryUnderline}}
.streaming-links a:hover{text-decoration-color:inherit}
.streaming-links--none{margin:0;${bodyText.body1};color:${colors.textSecondary}}`,
);

/**
 * Streaming links from server data. Only http(s) URLs become links, opened in a new tab without
 * an opener; anything else is shown as plain text so the user still sees what was registered.
 */
export function StreamingLinks({ urls }: { urls: string[] }) {
  const entries = urls.map((url) => url.trim()).filter(Boolean);
  if (entries.length === 0) {
    return <p className="streaming-links--none">등록된 링크가 없습니다.</p>;
  }
  return (
    <ul className="streaming-links">
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
