import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { linkCardSx } from '@/shared/ui/text-layout';

export interface SettlementLinkCardProps {
  to: string;
  title: string;
  description: string;
  tone: 'primary' | 'positive';
}

/** A whole-card link on the settlement hub; its name is the title, the description explains it. */
export function SettlementLinkCard({ to, title, description, tone }: SettlementLinkCardProps) {
  const Icon = tone === 'positive' ? SavingsOutlinedIcon : PaymentsOutlinedIcon;
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        component={RouterLink}
        to={to}
        sx={{
          ...linkCardSx,
          gap: 2,
          p: 2.5,
          bgcolor: 'background.paper',
          '&:hover': { borderColor: `${tone}.main` },
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            bgcolor: `${tone}.light`,
            color: `${tone}.main`,
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 'size.title' }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 0.25, fontSize: 'size.md', color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
        <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Box>
  );
}
