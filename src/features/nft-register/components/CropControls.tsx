import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import type CropperJs from 'cropperjs';
import styles from './CropControls.module.css';

/** How far one tap moves the photo, in screen px, and how much it zooms. */
const STEP_PX = 16;
const ZOOM_STEP = 0.1;

type Act = (cropper: CropperJs) => void;

/**
 * The photo moved under the square by taps (WCAG 2.5.7: what a drag does, single taps do too).
 * The arrows say where the photo goes; 처음대로 puts it back as it opened.
 */
const CONTROLS: { label: string; Icon: typeof ZoomInIcon; act: Act }[] = [
  { label: '확대', Icon: ZoomInIcon, act: (c) => c.zoom(ZOOM_STEP) },
  { label: '축소', Icon: ZoomOutIcon, act: (c) => c.zoom(-ZOOM_STEP) },
  { label: '사진을 위로', Icon: ArrowUpwardIcon, act: (c) => c.move(0, -STEP_PX) },
  { label: '사진을 아래로', Icon: ArrowDownwardIcon, act: (c) => c.move(0, STEP_PX) },
  { label: '사진을 왼쪽으로', Icon: ArrowBackIcon, act: (c) => c.move(-STEP_PX, 0) },
  { label: '사진을 오른쪽으로', Icon: ArrowForwardIcon, act: (c) => c.move(STEP_PX, 0) },
  { label: '처음대로', Icon: RestartAltIcon, act: (c) => c.reset() },
];

/** The crop's buttons: each 44 px, in one row that wraps at large text. */
export function CropControls({ cropper }: { cropper: CropperJs | null }) {
  return (
    <div role="toolbar" aria-label="사진 위치와 크기 조정" className={styles.toolbar}>
      {CONTROLS.map(({ label, Icon, act }) => (
        <button
          key={label}
          type="button"
          className={styles.control}
          aria-label={label}
          disabled={!cropper}
          onClick={() => cropper && act(cropper)}
        >
          <Icon aria-hidden />
        </button>
      ))}
    </div>
  );
}
