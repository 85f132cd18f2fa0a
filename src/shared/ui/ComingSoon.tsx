import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';

/** Shared screen for routes whose screens are built by later issues. */
export function ComingSoon({ name }: { name: string }) {
  return (
    <Box
      component="section"
      aria-label={name}
      sx={{
        py: 10,
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <ConstructionOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h2">
        {name}
      </Typography>
      <Typography color="text.secondary">준비 중인 화면입니다.</Typography>
    </Box>
  );
}
