import { useLocation, useNavigate } from 'react-router-dom';
import { paths, patterns } from '@/shared/config/paths';
import { useHeaderActionState } from '@/shared/ui/header-action';
import { draftReset } from '@/shared/registration-draft/draft-slice';
import { useAppDispatch } from '@/shared/store/hooks';
import { useRouteFacts } from '@/app/use-route-facts';
import { ICON_BUTTON_CLASS } from '@/shared/ui/plain-icon';
import { APP_HEADER_CLASS, Frame } from './Frame';
import { ArrowBackIosNewIcon } from './layout-icons';
import { ScreenOutlet } from './ScreenOutlet';
import styles from './SubPageLayout.module.css';

/** Plain sub-page layout (spec §2): back arrow, the route's title, and the crop page's confirm. */
export function SubPageLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const action = useHeaderActionState();
  const { title, name, back, headerAction } = useRouteFacts();
  // What a screen reader reads of the title, which focus lands on after a screen change
  // (app/ScreenChange.tsx): the screen's own name, not only its group's ("NFT 등록" is every step).
  const spoken = name.includes(title) ? name : `${title} - ${name}`;

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
    <Frame
      header={
        <header className={APP_HEADER_CLASS}>
          <button
            type="button"
            className={ICON_BUTTON_CLASS}
            aria-label="뒤로 가기"
            onClick={goBack}
          >
            <ArrowBackIosNewIcon small />
          </button>
          <h1 className={styles.title} aria-label={spoken === title ? undefined : spoken}>
            {title}
          </h1>
          {headerAction ? (
            <button
              type="button"
              className={styles.action}
              disabled={!action || action.disabled}
              onClick={() => action?.onClick()}
            >
              {action?.label ?? '확인'}
            </button>
          ) : null}
        </header>
      }
    >
      <ScreenOutlet />
    </Frame>
  );
}
