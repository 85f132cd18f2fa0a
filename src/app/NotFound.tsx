import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

export function NotFound() {
  return (
    <Box sx={{ py: 10, px: 3, textAlign: 'center' }}>
      <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
        페이지를 찾을 수 없습니다.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        주소가 바뀌었거나 없는 화면이에요.
      </Typography>
      <Button component={RouterLink} to={paths.main()} variant="primary" size="medium">
        홈으로 가기
      </Button>
    </Box>
  );
}
