import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ContractListItem } from '@/shared/api/wire/schemas';
import { ContractCard } from './ContractCard';
import { cardListSx } from '@/shared/ui/text-layout';

export interface ContractSectionProps {
  title: string;
  items: ContractListItem[];
  emptyMessage: string;
}

/** A titled list of contract cards, or its empty message. */
export function ContractSection({ title, items, emptyMessage }: ContractSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2.5, py: 2 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography
          color="text.secondary"
          sx={{ py: 4, textAlign: 'center', bgcolor: 'background.default', borderRadius: 3 }}
        >
          {emptyMessage}
        </Typography>
      ) : (
        <Box component="ul" sx={{ ...cardListSx, gap: 1.5 }}>
          {items.map((item) => (
            <li key={item.contractId}>
              <ContractCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
