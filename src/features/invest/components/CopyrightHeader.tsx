import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ContractCopyright } from '@/shared/api/wire/schemas';
import { NftCoverImage } from '@/shared/ui/NftCoverImage';
import { clampLines } from '@/shared/ui/text-layout';

/** Cover, title, type and singers: what the contract is about. */
export function CopyrightHeader({ copyright }: { copyright: ContractCopyright }) {
  const singers = copyright.singers.filter((name) => name.trim()).join(', ');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', px: 2.5, pt: 2.5, pb: 2 }}>
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={96} radius={3} />
      <Box sx={{ minWidth: 0 }}>
        <Chip
          label={copyright.type}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ maxWidth: '100%' }}
        />
        <Typography component="p" variant="h2" sx={{ mt: 0.75, ...clampLines(3) }}>
          {copyright.title}
        </Typography>
        {singers ? (
          <Typography variant="body2" color="text.secondary" sx={clampLines(2)}>
            {singers}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
