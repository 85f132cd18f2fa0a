import { useState, type CSSProperties } from 'react';
import { MISSING_TEXT } from '@/shared/api/wire/normalise';
import { safeImageUrl } from '@/shared/lib/safe-url';
import { plainIcon } from './plain-icon';
import styles from './NftCoverImage.module.css';

/** @mui/icons-material's MusicNote, as plain SVG (plain-icon.tsx): covers are on home's first screen. */
const MusicNoteIcon = plainIcon([
  'M12 3v10.55c-.59-.34-1.27-.55-2-.55-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4V7h4V3z',
]);

// Plain elements (NftCoverImage.module.css): every card of a list has a cover.

export interface NftCoverImageProps {
  src: string;
  title: string;
  /** Intrinsic size in CSS pixels; with `fluid` the image fills its column at that ratio. */
  size: number;
  fluid?: boolean;
  radius?: number;
  /** Beside a visible title that names it already: no alt text (the card's link is named). */
  decorative?: boolean;
  /** Below the fold (lists): let the browser fetch it when it comes near the screen. */
  lazy?: boolean;
}

/**
 * An NFT's square cover. Width and height are always set so the layout does not jump while the
 * image loads; a missing, broken or unsafe address becomes a labelled placeholder, never a broken
 * icon.
 */
export function NftCoverImage({
  src,
  title,
  size,
  fluid = false,
  radius = 2,
  decorative = false,
  lazy = false,
}: NftCoverImageProps) {
  // Remember which address failed, so a new address (another item in a reused card) is tried.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = brokenSrc === src;
  const address = safeImageUrl(src);
  const alt = decorative
    ? ''
    : title && title !== MISSING_TEXT
      ? `${title} 커버 이미지`
      : '커버 이미지';
  const frame: CSSProperties = {
    width: fluid ? '100%' : size,
    height: fluid ? 'auto' : size,
    // The theme's radius (--radius, tokens.ts) times `radius`, as MUI's borderRadius: 3 reads.
    borderRadius: `calc(${radius} * var(--radius))`,
  };

  if (!address || broken) {
    return (
      <div
        className={`${styles.cover} ${styles.missing}`}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
        style={frame}
      >
        <MusicNoteIcon className={fluid ? styles.fluidIcon : styles.icon} />
      </div>
    );
  }
  return (
    <img
      className={styles.cover}
      src={address}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setBrokenSrc(src)}
      style={frame}
    />
  );
}
