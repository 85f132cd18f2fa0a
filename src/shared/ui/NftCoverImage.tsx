import Box from '@mui/material/Box';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import { styled } from '@mui/material/styles';
import { useState } from 'react';

// Box would read width/height as style props; the intrinsic size must reach the <img> itself.
const Img = styled('img')({});

export interface NftCoverImageProps {
  src: string;
  title: string;
  /** Intrinsic size in CSS pixels; with `fluid` the image fills its column at that ratio. */
  size: number;
  fluid?: boolean;
  radius?: number;
}

/**
 * An NFT's square cover. Width and height are always set so the layout does not jump while the
 * image loads; a missing or broken image becomes a labelled placeholder, never a broken icon.
 */
export function NftCoverImage({ src, title, size, fluid = false, radius = 2 }: NftCoverImageProps) {
  const [broken, setBroken] = useState(false);
  const alt = `${title} 커버 이미지`;
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
        role="img"
        aria-label={alt}
        sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <MusicNoteIcon sx={{ color: 'text.secondary', fontSize: fluid ? 64 : 28 }} aria-hidden />
      </Box>
    );
  }
  return (
    <Img
      src={src}
      alt={alt}
      width={size}
      height={size}
      onError={() => setBroken(true)}
      sx={{ ...frame, objectFit: 'cover' }}
    />
  );
}
