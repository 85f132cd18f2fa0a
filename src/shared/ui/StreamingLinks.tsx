import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { safeHttpUrl } from '@/shared/lib/safe-url';

/**
 * Streaming links from server data. Only http(s) URLs become links, opened in a new tab without
 * an opener; anything else is shown as plain text so the user still sees what was registered.
 */
export function StreamingLinks({ urls }: { urls: string[] }) {
  const entries = urls.map((url) => url.trim()).filter(Boolean);
  if (entries.length === 0) {
    return <Typography color="text.secondary">등록된 링크가 없습니다.</Typography>;
  }
  return (
    <Typography component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entries.map((url, index) => {
        const href = safeHttpUrl(url);
        return (
          <li key={`${index}-${url}`} style={{ wordBreak: 'break-all' }}>
            {href ? (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {url}
              </Link>
            ) : (
              <span>{url}</span>
            )}
          </li>
        );
      })}
    </Typography>
  );
}
