/**
 * index.html with `markup` as the whole content of #root, in place of the bare shell, and `head`
 * (MUI's theme properties) at the end of <head>: the page a host serves for a prerendered
 * screen (webpack.config.ts, PrerenderPlugin). #root is the last element of <body> in
 * public/index.html.
 */
export function withScreen(html: string, markup: string, head = ''): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(html)) throw new Error('prerender: #root not found at the end of <body>');
  if (head && !html.includes('</head>')) throw new Error('prerender: </head> not found');
  return html
    .replace('</head>', () => `${head}</head>`)
    .replace(root, (_match, end: string) => `<div id="root">${markup}</div>${end}`);
}
