import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { BottomCta } from '@/shared/ui/BottomCta';
import { withSignupStep } from '@/features/auth/components/SignupStepGate';
import layout from '@/shared/ui/layout.module.css';
import styles from './SignupCompletePage.module.css';

function CompleteScreen() {
  return (
    <div className={layout.screen}>
      <div className={styles.message}>
        <CheckCircleRoundedIcon className={styles.icon} aria-hidden />
        <Typography component="h2" variant="h2">
          회원가입이 완료되었습니다!
        </Typography>
        <Typography color="textSecondary">
          지금 바로 음악 저작권 NFT를 등록하고 투자를 시작해보세요.
        </Typography>
      </div>
      <BottomCta>
        <Button component={RouterLink} to={paths.main()} variant="primary" size="big">
          홈으로
        </Button>
        <Button component={RouterLink} to={paths.login()} variant="line-primary" size="big">
          로그인
        </Button>
      </BottomCta>
    </div>
  );
}

export default withSignupStep('complete', CompleteScreen);
