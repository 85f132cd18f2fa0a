import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { useHeaderActionState } from '@/shared/ui/header-action';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { useRouteFacts } from '@/app/use-route-facts';
import { Frame, headerSx } from './Frame';
import { ScreenOutlet } from './ScreenOutlet';

/** Plain sub-page layout (spec §2): back arrow, the route's title, and the crop page's confirm. */
export function SubPageLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const action = useHeaderActionState();
  const { title, back, headerAction } = useRouteFacts();

  const goBack = () => {
    if (back) {
      if (back.resetsDraft) dispatch(draftReset());
      void navigate(patterns[back.to]);
    } else if (location.key === 'default') {
      // Opened directly (no history inside the app): back leads home, not out of the app.
      void navigate(paths.main());
    } else {
      void navigate(-1);
    }
  };

  return (
    <Frame>
      <Box component="header" sx={{ ...headerSx, position: 'sticky' }}>
        <IconButton aria-label="뒤로 가기" onClick={goBack} edge="start" sx={{ ml: 0 }}>
          <ArrowBackIosNewIcon fontSize="small" />
        </IconButton>
        <Typography
          component="h1"
          sx={{
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            fontSize: 'size.title',
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Typography>
        {headerAction ? (
          <Button
            variant="primary"
            size="small"
            sx={{ ml: 'auto', mr: 0.5 }}
            disabled={!action || action.disabled}
            onClick={() => action?.onClick()}
          >
            {action?.label ?? '확인'}
          </Button>
        ) : null}
      </Box>
      <ScreenOutlet />
    </Frame>
  );
}
