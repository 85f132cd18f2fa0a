/**
 * `npm run openapi`: writes the OpenAPI document (docs/openapi.json) and its canonical profile
 * (docs/openapi.canonical.json) from the wire schemas and the demo backend's examples. `npm run openapi -- --check` writes nothing and fails when the
 * committed document is not what it would write (CI's staleness check).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDocument, CANONICAL_DOCUMENT_PATH, DOCUMENT_PATH } from './document';
import { judgeByDocument } from './conformance';
import { demoExamples } from './examples';

async function main() {
  const check = process.argv.includes('--check');
  // The walk judges each answer by the document: by this one, not the committed copy.
  judgeByDocument(buildDocument());
  const examples = await demoExamples();
  let stale = false;
  for (const [where, profile] of [
    [DOCUMENT_PATH, 'full'],
    [CANONICAL_DOCUMENT_PATH, 'canonical'],
  ] as const) {
    const file = path.resolve(__dirname, '../..', where);
    const text = `${JSON.stringify(buildDocument(examples, profile), null, 2)}\n`;
    if (!check) {
      fs.writeFileSync(file, text);
      console.log(`wrote ${where}`);
    } else if ((fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') !== text) {
      console.error(`${where} is stale: run npm run openapi and commit it.`);
      stale = true;
    } else console.log(`${where} is what the wire schemas say.`);
  }
  if (stale) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
