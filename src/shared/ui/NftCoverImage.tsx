import Box from '@mui/material/Box';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { styled } from '@mui/material/styles';
import { useState } from 'react';
import { MISSING_TEXT } from '@/shared/api/wire/normalise';

// Box would read width/height as style props; the intrinsic size must reach the <img> itself.
const Img = styled('img')({});

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
 * image loads; a missing or broken image becomes a labelled placeholder, never a broken icon.
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
  const alt = decorative
    ? ''
    : title && title !== MISSING_TEXT
      ? `${title} 커버 이미지`
      : '커버 이미지';
  const frame = {
    width: fluid ? '100%' : size,
    height: fluid ? 'auto' : size,
    aspectRatio: '1 / 1',
    borderRadius: radius,
    flexShrink: 0,
    display: 'block',
    bgcolor: 'grey.100',
  } as const;

  if (!src || broken) {
    return (
      <Box
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <MusicNoteIcon
          sx={{ color: 'text.secondary', fontSize: fluid ? 'size.icon.xl' : 'size.icon.sm' }}
          aria-hidden
        />
      </Box>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      onError={() => setBrokenSrc(src)}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}
