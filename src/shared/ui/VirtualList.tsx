import { useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './VirtualList.module.css';

/** Up to this many rows a list is drawn whole: cheap, and every row is in the page. */
export const WHOLE_LIST_MAX = 40;
/** Rows drawn past each edge of the screen, so a quick flick meets drawn rows. */
const OVERSCAN = 2;

export interface VirtualListHandle {
  /** Brings row `index` to the top of the screen, under the header. */
  scrollToIndex: (index: number) => void;
}

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** A row's usual height in px with its gap, until it is measured. */
  estimateSize: number;
  /** The list's own class; `--list-gap` in it spaces the rows. */
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-busy'?: boolean;
  handle?: Ref<VirtualListHandle>;
}

/**
 * The one list primitive for lists that can be long (architecture "Data from the server"): a
 * list of up to WHOLE_LIST_MAX rows is drawn whole; a longer one draws only the rows on screen
 * and a few past it, as TanStack Virtual places them on the page's own scroll, so 5,000 loans
 * cost what ten do (decision 054). Each row says where it stands (`aria-posinset` of
 * `aria-setsize`), and a row holding focus stays drawn while it is scrolled away.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.items.length > WHOLE_LIST_MAX) return <WindowedList {...props} />;
  return <WholeList {...props} />;
}

function WholeList<T>({
  items,
  itemKey,
  renderItem,
  className,
  handle,
  estimateSize: _estimate,
  ...aria
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  useImperativeHandle(handle, () => ({
    scrollToIndex: (index) => settleOn(listRef.current, index),
  }));
  return (
    <ul ref={listRef} className={`${styles.whole} ${className ?? ''}`} {...aria}>
      {items.map((item, index) => (
        <li key={itemKey(item)}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}

/** The list's distance from the top of the page, kept as what is above it changes height. */
function usePageOffset(node: React.RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      if (node.current) setOffset(node.current.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [node]);
  return offset;
}

function WindowedList<T>({
  items,
  itemKey,
  renderItem,
  estimateSize,
  className,
  handle,
  ...aria
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = usePageOffset(listRef);
  // The row holding keyboard or screen-reader focus (or about to, jumped to): kept drawn so
  // focus is never dropped.
  const focused = useRef<number | null>(null);
  const [, drawJumpTarget] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => itemKey(items[index]),
    // A row's height as the ResizeObserver reports it, after the browser's own layout: reading it
    // when the row is attached forced a layout inside React's commit (~130 ms of a keystroke that
    // finds 400 loans, at 4x CPU). Until then, the size known or the estimate; a page without
    // layout (jsdom) keeps the estimate.
    measureElement: (element, entry, instance) =>
      entry?.borderBoxSize?.[0]?.blockSize ||
      instance.measurementsCache[Number((element as HTMLElement).dataset.index)]?.size ||
      estimateSize,
    rangeExtractor: (range: Range) => withFocused(range, focused.current),
  });
  useImperativeHandle(handle, () => ({
    scrollToIndex: (index) => {
      // The virtualizer scrolls to where the row should be by the sizes it knows; once the row
      // is drawn, the browser puts it under the sticky bars (its scroll-margin-top), and focus
      // goes to it so a screen reader reads from there.
      focused.current = index;
      drawJumpTarget((n) => n + 1);
      virtualizer.scrollToIndex(index, { align: 'start' });
      settleOn(listRef.current, index);
    },
  }));
  const onFocus = (event: React.FocusEvent) => {
    const row = (event.target as Element).closest<HTMLElement>('[data-index]');
    focused.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!listRef.current?.contains(event.relatedTarget as Node | null)) focused.current = null;
  };
  return (
    <ul
      ref={listRef}
      className={`${className ?? ''} ${styles.windowed}`}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
      {...aria}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          className={styles.row}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index], row.index)}
        </li>
      ))}
    </ul>
  );
}

/** Frames to wait for a row jumped to to be drawn, then to be placed again once measured. */
const SETTLE_FRAMES = 10;

/** Brings row `index` under the sticky bars once it is drawn, then focuses it. */
function settleOn(list: HTMLUListElement | null, index: number, frames = SETTLE_FRAMES): void {
  requestAnimationFrame(() => {
    const row =
      list?.querySelector<HTMLElement>(`:scope > [data-index="${index}"]`) ??
      (list?.children[index] as HTMLElement | undefined);
    if (!row) {
      if (frames > 0) settleOn(list, index, frames - 1);
      return;
    }
    row.scrollIntoView({ block: 'start' });
    // Rows drawn above it on the way are measured in this frame: place it once more after.
    requestAnimationFrame(() => {
      row.scrollIntoView({ block: 'start' });
      row.tabIndex = -1;
      row.focus({ preventScroll: true });
    });
  });
}

/** The rows in range, and the focused one wherever it is (in order). */
function withFocused(range: Range, focused: number | null): number[] {
  const start = Math.max(0, range.startIndex - range.overscan);
  const end = Math.min(range.count - 1, range.endIndex + range.overscan);
  const indexes: number[] = [];
  if (focused !== null && focused < start && focused < range.count) indexes.push(focused);
  for (let i = start; i <= end; i += 1) indexes.push(i);
  if (focused !== null && focused > end && focused < range.count) indexes.push(focused);
  return indexes;
}
