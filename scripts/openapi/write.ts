/**
 * `npm run openapi`: writes the OpenAPI document (docs/openapi.json) from the wire schemas and the
 * demo backend's examples. `npm run openapi -- --check` writes nothing and fails when the
 * committed document is not what it would write (CI's staleness check).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDocument, DOCUMENT_PATH } from './document';
import { judgeByDocument } from './conformance';
import { demoExamples } from './examples';

async function main() {
  const check = process.argv.includes('--check');
  const file = path.resolve(__dirname, '../..', DOCUMENT_PATH);
  // The walk judges each answer by the document: by this one, not the committed copy.
  judgeByDocument(buildDocument());
  const text = `${JSON.stringify(buildDocument(await demoExamples()), null, 2)}\n`;
  if (check) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== text) {
      console.error(`${DOCUMENT_PATH} is stale: run npm run openapi and commit it.`);
      process.exit(1);
    }
    console.log(`${DOCUMENT_PATH} is what the wire schemas say.`);
    return;
  }
  fs.writeFileSync(file, text);
  console.log(`wrote ${DOCUMENT_PATH}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
