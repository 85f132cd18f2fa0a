import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import { Link as RouterLink } from 'react-router-dom';

export interface NftNoticeStateProps {
  title: string;
  description?: string;
  actionLabel: string;
  actionTo: string;
}

/** A screen-sized message with one way on: no NFT chosen, an unknown NFT, an empty list. */
export function NftNoticeState({ title, description, actionLabel, actionTo }: NftNoticeStateProps) {
  return (
    <Box
      sx={{
        py: 8,
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
      }}
    >
      <LibraryMusicOutlinedIcon
        sx={{ fontSize: 'size.icon.lg', color: 'text.secondary' }}
        aria-hidden
      />
      <Typography component="h2" variant="h3">
        {title}
      </Typography>
      {description ? <Typography color="text.secondary">{description}</Typography> : null}
      <Button
        component={RouterLink}
        to={actionTo}
        variant="line-primary"
        size="small"
        sx={{ mt: 1.5 }}
      >
        {actionLabel}
      </Button>
    </Box>
  );
}
