/**
 * Cover art for the seed songs, drawn here as SVG so the demo needs no external image URLs.
 * Each cover is a gradient and a vinyl record from a small palette index, with the song's title
 * as the image's <title>. No visible lettering: an SVG used as an <img> cannot use the page's web
 * font, so Korean text would depend on the device's fonts (and shows as boxes without them).
 */
const PALETTES: readonly [string, string, string][] = [
  ['#1f3c88', '#5893d4', '#f7b633'],
  ['#0f4c5c', '#5f0f40', '#fb8b24'],
  ['#2d00f7', '#8900f2', '#f20089'],
  ['#006d77', '#83c5be', '#ffddd2'],
  ['#3a0ca3', '#4361ee', '#4cc9f0'],
  ['#283618', '#606c38', '#fefae0'],
  ['#9d0208', '#dc2f02', '#ffba08'],
  ['#03045e', '#0077b6', '#90e0ef'],
  ['#5a189a', '#c77dff', '#e0aaff'],
  ['#14213d', '#fca311', '#e5e5e5'],
  ['#7f5539', '#b08968', '#ede0d4'],
  ['#2b2d42', '#ef233c', '#edf2f4'],
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function coverArtSvg(title: string, artist: string, paletteIndex: number): string {
  const [dark, mid, accent] = PALETTES[paletteIndex % PALETTES.length];
  const ring = (r: number) =>
    `<circle cx="256" cy="236" r="${r}" fill="none" stroke="${mid}" stroke-opacity="0.45" stroke-width="2"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<title>${escapeXml(title)} - ${escapeXml(artist)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>`,
    '<rect width="512" height="512" fill="url(#g)"/>',
    `<circle cx="${80 + ((paletteIndex * 53) % 360)}" cy="${70 + ((paletteIndex * 97) % 120)}" r="140" fill="${accent}" fill-opacity="0.18"/>`,
    `<circle cx="256" cy="236" r="150" fill="#111"/>`,
    ring(130),
    ring(110),
    ring(90),
    `<circle cx="256" cy="236" r="48" fill="${accent}"/>`,
    `<circle cx="256" cy="236" r="6" fill="#111"/>`,
    `<rect x="156" y="430" width="200" height="10" rx="5" fill="#fff" fill-opacity="0.85"/>`,
    `<rect x="196" y="456" width="120" height="8" rx="4" fill="${accent}"/>`,
    '</svg>',
  ].join('');
}

export const coverArtDataUrl = (title: string, artist: string, paletteIndex: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverArtSvg(title, artist, paletteIndex))}`;

/** A tiny one-page PDF standing in for a copyright registration certificate. */
export function registrationDocDataUrl(title: string): string {
  const body = `BT /F1 18 Tf 40 760 Td (Copyright Registration - demo) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info << /Title (${title.replace(/[^\x20-\x7e]/g, '')}) >> >>\nstartxref\n${xref}\n%%EOF`;
  return `data:application/pdf;base64,${btoa(pdf)}`;
}
