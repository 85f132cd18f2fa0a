import styles from './plain-icon.module.css';

// Icons and icon buttons drawn on every screen as plain SVG and buttons (plain-icon.module.css),
// without emotion's work per element on each render.

/** The class of an icon button (a `<button>`, or a router link drawn as one). */
export const ICON_BUTTON_CLASS = styles.iconButton;

/** An icon component from SVG paths in a 24 × 24 box (@mui/icons-material's paths). */
export function plainIcon(paths: string[]) {
  return function PlainIcon({ small = false, className }: { small?: boolean; className?: string }) {
    return (
      <svg
        className={[styles.icon, small && styles.small, className].filter(Boolean).join(' ')}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}
