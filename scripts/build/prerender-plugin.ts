import type HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { withScreen } from './prerender-html';

/** The screen index.html is first for: `/` and `/main`, the app's landing screen. */
const INDEX_SCREEN = 'home/pages/HomePage';

/**
 * A stylesheet of the build written out inline, under the address webpack's stylesheet loader
 * (mini-css-extract-plugin) looks for (`data-href`): it never fetches one already on the page.
 */
function inlineSheet(compilation: webpack.Compilation, href: string): string {
  const sheet = compilation.getAsset(href.replace(/^\//, ''));
  if (!sheet) throw new Error(`no stylesheet ${href} in the build`);
  return `<style data-href="${href}">${sheet.source.source().toString()}</style>`;
}

/**
 * A screen's own stylesheets, inline: those of its chunk (`page-<screen>`, the name load-screen.ts
 * gives it) and of the chunks it shares with other screens, not those index.html carries for
 * every screen.
 */
function screenSheets(compilation: webpack.Compilation, screen: string): string {
  const group = compilation.namedChunkGroups.get(`page-${screen.replace(/\//g, '-')}`);
  if (!group) throw new Error(`no chunk for the screen ${screen}`);
  return group.chunks
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files])
    .filter((name) => name.endsWith('.css'))
    .map((name) => inlineSheet(compilation, `/${name}`))
    .join('');
}

/**
 * index.html's tags from the build (`inject: false`; public/index.html writes them): the scripts,
 * deferred, and the stylesheets of what every screen needs (the shell and the app code `main`
 * shares with the screens), inline rather than linked, so the first paint waits for no request.
 * A screen's own stylesheet comes with its chunk (a prerendered page carries its screen's inline,
 * PrerenderPlugin).
 */
export function headTags(
  tags: HtmlWebpackPlugin.HtmlTagObject[],
  compilation: webpack.Compilation,
) {
  return (
    tags
      .map((tag) => {
        const href = tag.tagName === 'link' ? String(tag.attributes.href) : '';
        return href.endsWith('.css') ? inlineSheet(compilation, href) : tag;
      })
      .join('') + screenSheets(compilation, INDEX_SCREEN)
  );
}

/**
 * Writes a prerendered page beside index.html for each screen src/app/boot/prerender.tsx renders
 * (login.html for /login): index.html with that screen's markup in #root instead of the bare shell.
 * A host that tries `<path>.html` before its history fallback (nginx `try_files $uri
 * $uri.html /index.html`) serves it; any other host serves index.html, as before. `bundle` is the
 * prerender configuration's output, built first.
 */
export class PrerenderPlugin {
  constructor(private readonly bundle: string) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlWebpackPlugin has written index.html, before the .br/.gz copies are made.
        { name: 'PrerenderPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        (assets) => {
          const html = assets['index.html']?.source().toString();
          if (!html) throw new Error('PrerenderPlugin: index.html was not emitted');
          delete require.cache[require.resolve(this.bundle)];
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- built a moment ago
          const { prerenderedPages } = require(
            this.bundle,
          ) as typeof import('@/app/boot/prerender');
          // A prerendered page draws its own screen, not home.
          const shell = html.replace(screenSheets(compilation, INDEX_SCREEN), '');
          for (const { file, screen, markup, head } of prerenderedPages()) {
            const sheets = screenSheets(compilation, screen);
            compilation.emitAsset(
              file,
              new webpack.sources.RawSource(withScreen(shell, markup, head, sheets)),
            );
          }
        },
      );
    });
  }
}
