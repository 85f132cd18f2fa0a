// The `sx` forms, for MUI components; a stylesheet of ours composes text.module.css instead.

const cardList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
} as const;
// Cards below the fold are not styled, laid out or painted until they scroll near: on a slow
// phone the first screen's layout covers what is visible, not the whole list. `auto` keeps each
// card's real height once it has been drawn, so the scrollbar does not jump. The first three
// are in view on a phone: skipped, they would be laid out twice in the first frame (once
// skipped, then again once found in view).
const cardListItem = { contentVisibility: 'auto', containIntrinsicSize: 'auto 150px' } as const;
/** The list's items that may be skipped while off screen: from the fourth on. */
const LATER_ITEMS = 'li:nth-child(n+4)';

/**
 * A vertical list of cards. The one column is `minmax(0, 1fr)`, not `1fr`: a grid item is
 * otherwise at least as wide as its content, so one card with a long unbroken title (ellipsized
 * inside) would widen every card and push the page sideways.
 */
export const cardListSx = { ...cardList, [`& > ${LATER_ITEMS}`]: cardListItem } as const;

/**
 * At most `lines` lines of text, then an ellipsis: a 300-character title stays a heading, not a
 * screenful (the full text stays in the DOM for screen readers and search).
 */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/** A column of centred content: a done screen, a waiting screen, a notice. */
export const centredColumnSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
} as const;

/** A whole card that is one link: bordered, the row of its content, a focus ring outside it. */
export const linkCardSx = {
  display: 'flex',
  alignItems: 'center',
  borderRadius: 3,
  border: '1px solid',
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
