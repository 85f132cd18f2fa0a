import { useLocation, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { useHeaderActionState } from '@/shared/ui/header-action';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { useRouteFacts } from '@/app/use-route-facts';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { buttonClass } from '@/shared/ui/static-button';
import { staticCss } from '@/shared/ui/static-css';
import { bodyText, fontSizes, fontWeights } from '@/shared/ui/tokens';
import { APP_HEADER_CLASS, Frame } from './Frame';
import { ArrowBackIosNewIcon } from './layout-icons';
import { ScreenOutlet } from './ScreenOutlet';

// The title, centred over the whole header whatever stands beside it (static-css.ts).
staticCss(
  'sub-page-title',
  `.sub-page-title{position:absolute;left:50%;transform:translateX(-50%);margin:0;${bodyText.body1};font-size:${fontSizes.title};font-weight:${fontWeights.bold};white-space:nowrap}
.sub-page-action{margin:0 4px 0 auto}`,
);

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
      <header className={APP_HEADER_CLASS}>
        <button type="button" className={ICON_BUTTON_CLASS} aria-label="뒤로 가기" onClick={goBack}>
          <ArrowBackIosNewIcon small />
        </button>
        <h1 className="sub-page-title">{title}</h1>
        {headerAction ? (
          <button
            type="button"
            className={`${buttonClass('primary', 'small')} sub-page-action`}
            disabled={!action || action.disabled}
            onClick={() => action?.onClick()}
          >
            {action?.label ?? '확인'}
          </button>
        ) : null}
      </header>
      <ScreenOutlet />
    </Frame>
  );
}
