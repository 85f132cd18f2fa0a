import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { BottomCta } from '@/shared/ui/BottomCta';
import { withSignupStep } from '@/features/auth/components/SignupStepGate';
import { centredColumnSx } from '@/shared/ui/text-layout';

function CompleteScreen() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 3.5rem)' }}>
      <Box sx={{ ...centredColumnSx, flex: 1, justifyContent: 'center', gap: 2, px: 3, py: 8 }}>
        <CheckCircleRoundedIcon
          sx={{ fontSize: 'size.icon.xxl', color: 'primary.main' }}
          aria-hidden
        />
        <Typography component="h2" variant="h2">
          회원가입이 완료되었습니다!
        </Typography>
        <Typography color="text.secondary">
          지금 바로 음악 저작권 NFT를 등록하고 투자를 시작해보세요.
        </Typography>
      </Box>
      <BottomCta>
        <Button component={RouterLink} to={paths.main()} variant="primary" size="big">
          홈으로
        </Button>
        <Button component={RouterLink} to={paths.login()} variant="line-primary" size="big">
          로그인
        </Button>
      </BottomCta>
    </Box>
  );
}

export default withSignupStep('complete', CompleteScreen);
