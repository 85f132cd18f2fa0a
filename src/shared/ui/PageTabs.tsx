import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import styles from './PageTabs.module.css';

export interface PageTab<V extends string> {
  value: V;
  label: string;
  /** The tab's own id, which its panel names in `aria-labelledby`. */
  id: string;
  /** The id of the panel the tab shows. */
  panelId: string;
}

export interface PageTabsProps<V extends string> {
  tabs: readonly PageTab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** What the tabs choose between, for a screen reader ("내 음악 구분"). */
  label: string;
  className?: string;
  tabClassName?: string;
}

/**
 * A screen's full-width tabs over its panel (my music, the settlement dashboards). No ripple, as
 * on home's chips and the plain buttons: the press's first ripple inserted its styles and restyled
 * the page before the frame, 55-89 ms of a 72-112 ms tap at 4x CPU; without it the tap reads
 * 24-56 ms (scripts/bench-scale.mjs). The moving indicator and the selected colour answer the
 * press; the page's focus ring, drawn inside the tab, marks it from the keyboard.
 */
export function PageTabs<V extends string>({
  tabs,
  value,
  onChange,
  label,
  className,
  tabClassName,
}: PageTabsProps<V>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: V) => onChange(next)}
      variant="fullWidth"
      aria-label={label}
      className={className}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          id={tab.id}
          aria-controls={tab.panelId}
          className={tabClassName ? `${styles.tab} ${tabClassName}` : styles.tab}
          disableRipple
        />
      ))}
    </Tabs>
  );
}
