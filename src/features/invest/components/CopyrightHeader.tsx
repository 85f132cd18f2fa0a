import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ContractCopyright } from '../../../shared/api/wire/schemas';
import { NftCoverImage } from '../../../shared/ui/NftCoverImage';

/** Cover, title, type and singers: what the contract is about. */
export function CopyrightHeader({ copyright }: { copyright: ContractCopyright }) {
  const singers = copyright.singers.filter((name) => name.trim()).join(', ');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 2.5, pt: 2.5, pb: 2 }}>
      <NftCoverImage src={copyright.imageUrl} title={copyright.title} size={96} radius={3} />
      <Box sx={{ minWidth: 0 }}>
        <Chip label={copyright.type} size="small" color="primary" variant="outlined" />
        <Typography component="p" variant="h2" sx={{ mt: 0.75, wordBreak: 'break-all' }}>
          {copyright.title}
        </Typography>
        {singers ? (
          <Typography variant="body2" color="text.secondary">
            {singers}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
