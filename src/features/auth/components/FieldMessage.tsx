import Typography from '@mui/material/Typography';

/** A one-line result under a field, announced politely to screen readers. */
export function FieldMessage({
  tone,
  children,
}: {
  tone: 'positive' | 'warning';
  children: string;
}) {
  return (
    <Typography
      role="status"
      sx={{ mt: 0.75, ml: 1.75, fontSize: 'size.sm', color: `${tone}.main`, fontWeight: 400 }}
    >
      {children}
    </Typography>
  );
}
