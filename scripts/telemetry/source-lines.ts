import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/**
 * Reported positions in the shipped files (`/assets/main.1a2b3c4d.js:2:3456`) as source lines
 * (`src/app/RouteError.tsx:54:5`), through the maps the production build keeps out of dist/
 * (scripts/build/source-maps.ts). A file whose map is not there stays as it was reported.
 */

const FRAME = /\/assets\/([\w.-]+\.js):(\d+):(\d+)/g;

export class SourceLines {
  private readonly maps = new Map<string, SourceMapConsumer | null>();

  constructor(
    private readonly mapsDir: string,
    private readonly distDir: string,
  ) {}

  private consumer(file: string): SourceMapConsumer | null {
    if (!this.maps.has(file)) {
      const mapFile = path.join(this.mapsDir, 'assets', `${file}.map`);
      this.maps.set(
        file,
        fs.existsSync(mapFile)
          ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap)
          : null,
      );
    }
    return this.maps.get(file) ?? null;
  }

  /** One position (line from 1, column from 1, as stacks give them) in its source, or null. */
  at(file: string, line: number, column: number): string | null {
    const found = this.consumer(file)?.originalPositionFor({ line, column: column - 1 });
    if (!found?.source) return null;
    const source = found.source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '');
    return `${source}:${found.line}:${found.column + 1}${found.name ? ` (${found.name})` : ''}`;
  }

  /**
   * A script's character offset (what a slow tap's Long Animation Frame reports) in its source:
   * the shipped file, read from dist/, says which line and column that character is on.
   */
  atChar(file: string, char: number): string | null {
    const shipped = path.join(this.distDir, 'assets', file);
    if (!fs.existsSync(shipped)) return null;
    const before = fs.readFileSync(shipped, 'utf8').slice(0, char).split('\n');
    return this.at(file, before.length, (before.at(-1)?.length ?? 0) + 1);
  }

  /** Every frame of a stack with its source line beside it. */
  stack(text: string): string {
    return text
      .split('\n')
      .map((line) => {
        const sources = [...line.matchAll(FRAME)].map(([, file, l, c]) =>
          this.at(file, Number(l), Number(c)),
        );
        const known = sources.filter(Boolean);
        return known.length ? `${line.trim()}\n      → ${known.join(', ')}` : line.trim();
      })
      .join('\n');
  }
}
