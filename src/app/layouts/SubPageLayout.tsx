import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { useHeaderActionState } from '@/shared/ui/header-action';
import { PageLoader } from '@/shared/ui/PageLoader';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { subPageTitle } from '@/app/navigation';
import { Frame, headerSx } from './Frame';

/** Plain sub-page layout (spec §2): back arrow, a title by path, and the crop page's confirm. */
export function SubPageLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const action = useHeaderActionState();
  const { pathname } = location;
  const title = subPageTitle(pathname);
  const showConfirm = pathname === patterns.imageCrop;

  const goBack = () => {
    if (pathname === patterns.registerBasic) {
      // Leaving the first wizard step abandons the registration: start clean next time.
      dispatch(draftReset());
      navigate(paths.myNft());
    } else if (pathname === patterns.registerConfirm) {
      navigate(paths.registerImageUpload());
    } else if (location.key === 'default') {
      // Opened directly (no history inside the app): back leads home, not out of the app.
      navigate(paths.main());
    } else {
      navigate(-1);
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
            fontSize: '1.0625rem',
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Typography>
        {showConfirm ? (
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
      <Box component="main">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Frame>
  );
}
