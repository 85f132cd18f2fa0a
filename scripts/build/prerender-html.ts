/**
 * index.html with `markup` as the whole content of #root, in place of the bare shell, and `head`
 * (MUI's and emotion's styles) right after <head>'s `emotion-insertion-point`, where emotion
 * writes every later style, before our own stylesheet: the page a host serves for a prerendered
 * screen (scripts/build/prerender-plugin.ts). `sheets` (the screen's own stylesheets) go last in
 * <head>, after index.html's, where webpack's loader would have put them. #root is the last element
 * of <body> in public/index.html.
 */
export function withScreen(html: string, markup: string, head = '', sheets = ''): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  const insertionPoint = /<meta name="emotion-insertion-point"[^>]*>/;
  if (!root.test(html)) throw new Error('prerender: #root not found at the end of <body>');
  if (head && !insertionPoint.test(html)) {
    throw new Error('prerender: the emotion-insertion-point <meta> not found');
  }
  return html
    .replace('</head>', () => `${sheets}</head>`)
    .replace(insertionPoint, (meta) => `${meta}${head}`)
    .replace(root, (_match, end: string) => `<div id="root">${markup}</div>${end}`);
}
