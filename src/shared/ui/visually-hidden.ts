/** Kept for screen readers, hidden from sight (the usual clip pattern): `sx`'s form of text.module.css's `visuallyHidden`. */
export const visuallyHiddenSx = {
  position: 'absolute',
  // Strings: in sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  // No font of its own (an h1 would be 2em bold): a new size or weight costs a font lookup.
  font: 'inherit',
} as const;
