import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '@/shared/lib/safe-url';
import styles from './CopyrightCredits.module.css';
import { StreamingLinks } from './StreamingLinks';

export interface CopyrightCreditsProps {
  singers: string[];
  composers: string[];
  lyricists: string[];
  isRegistered: boolean;
  registrationDoc: string | null;
  streamingUrls: string[];
  /** Title of the expandable panel. */
  title?: string;
  defaultExpanded?: boolean;
}

const people = (names: string[]) => {
  const shown = names.map((name) => name.trim()).filter(Boolean);
  return shown.length > 0 ? shown.join(', ') : '-';
};

/** A registration document from the server may be an http(s) URL or an uploaded file's data URL. */
function registrationDocLink(doc: string | null): ReactNode {
  if (!doc) return null;
  const href = safeHttpUrl(doc);
  if (href) {
    return (
      <Link href={href} target="_blank" rel="noopener noreferrer" className={styles.docLink}>
        등록증 보기
      </Link>
    );
  }
  // An uploaded PDF or image arrives as a data URL: offered as a download, never navigated to.
  if (/^data:(application\/pdf|image\/(png|jpe?g));base64,/i.test(doc)) {
    return (
      <Link href={doc} download="저작권-등록증" className={styles.docLink}>
        등록증 내려받기
      </Link>
    );
  }
  return null;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <Typography component="dt" variant="body2" color="textSecondary" className={styles.label}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" className={styles.value}>
        {children}
      </Typography>
    </div>
  );
}

/** The NFT's credits, registration and streaming links, folded until the user asks for them. */
export function CopyrightCredits({
  singers,
  composers,
  lyricists,
  isRegistered,
  registrationDoc,
  streamingUrls,
  title = 'NFT 상세 정보',
  defaultExpanded = false,
}: CopyrightCreditsProps) {
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      elevation={0}
      className={styles.panel}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography className={styles.title}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails className={styles.details}>
        <dl className={styles.list}>
          <Row label="가수">{people(singers)}</Row>
          <Row label="작곡가">{people(composers)}</Row>
          <Row label="작사가">{people(lyricists)}</Row>
          <Row label="저작권 등록">
            {isRegistered ? '등록됨' : '미등록'}
            {isRegistered ? registrationDocLink(registrationDoc) : null}
          </Row>
          <Row label="스트리밍">
            <StreamingLinks urls={streamingUrls} />
          </Row>
        </dl>
      </AccordionDetails>
    </Accordion>
  );
}
