import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyNftItem } from '@/shared/api/wire/schemas';
import { ApiErrorState } from '@/shared/ui/ErrorState';
import { PageLoader } from '@/shared/ui/PageLoader';
import { MyLoanItem } from './MyLoanItem';
import { cardListSx } from '@/shared/ui/text-layout';

export interface MyLoanSectionProps {
  title: string;
  items: MyNftItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  itemHref: (item: MyNftItem) => string;
  empty: { message: string; actionLabel: string; to: string };
  /** The settlement dashboard for this side, shown once there is something to settle. */
  dashboard: { label: string; to: string };
}

/** One side of my loans (received or invested) with its own loading, empty and error states. */
export function MyLoanSection({
  title,
  items,
  isLoading,
  error,
  onRetry,
  itemHref,
  empty,
  dashboard,
}: MyLoanSectionProps) {
  const headingId = useId();
  let body;
  if (isLoading) body = <PageLoader />;
  else if (error || !items) body = <ApiErrorState error={error} onRetry={onRetry} />;
  else if (items.length === 0) {
    body = (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{empty.message}</Typography>
        <Button component={RouterLink} to={empty.to} variant="secondary" size="small">
          {empty.actionLabel}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Box component="ul" sx={{ ...cardListSx, gap: 1 }}>
        {items.map((item) => (
          <MyLoanItem key={item.copyrightId} item={item} href={itemHref(item)} />
        ))}
      </Box>
    );
  }

  const hasItems = !isLoading && !error && items !== undefined && items.length > 0;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2.5, pt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: 'size.h3' }}>
          {title}
          {hasItems ? (
            <Box component="span" sx={{ ml: 0.75, color: 'primary.main' }}>
              {items.length}
            </Box>
          ) : null}
        </Typography>
        {hasItems ? (
          <Button component={RouterLink} to={dashboard.to} variant="line-secondary" size="extra">
            {dashboard.label}
          </Button>
        ) : null}
      </Box>
      {body}
    </Box>
  );
}
