/**
 * The borrower's typed name drawn as their signature, for whoever cannot draw one (a keyboard, a
 * switch, a screen reader; KWCAG 6.1.1, WCAG 2.5.7): a PNG the size of the pad's canvas, the name
 * centred in the pad's ink and the page's face. Null where there is no 2D canvas.
 */
export function nameSignature(
  canvas: { width: number; height: number },
  name: string,
  ink: string,
): string | null {
  const paper = document.createElement('canvas');
  paper.width = canvas.width;
  paper.height = canvas.height;
  const context = paper.getContext('2d');
  if (!context) return null;
  const face = getComputedStyle(document.body).fontFamily;
  context.fillStyle = ink;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `italic 600 ${Math.round(paper.height * 0.4)}px ${face}`;
  context.fillText(name.trim(), paper.width / 2, paper.height / 2, paper.width * 0.9);
  return paper.toDataURL('image/png');
}
