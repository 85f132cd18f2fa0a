/**
 * `npm run devtools`: a Redux DevTools server (@redux-devtools/cli) on every interface of this
 * laptop, port 8000 (`-- --port N` for another), and its monitor opened in the browser
 * (`-- --open=false` not to). A development build started with
 * `REDUX_DEVTOOLS_REMOTE=<this laptop's address>:8000 npm start` relays its store there, from a
 * phone on the same Wi-Fi too (src/app/remote-devtools.ts, docs/debugging.md "On a phone"): the
 * monitor's log, inspector, jump, skip and dispatch act on the phone's store.
 *
 * Stored bug reports (the server's SQL store) are left off: they need sqlite3's native binding,
 * whose install script is denied (.npmrc); the monitor itself does not use them.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const port =
  /^--port=(\d+)$/.exec(args.find((arg) => arg.startsWith('--port=')) ?? '')?.[1] ?? '8000';
const addresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((net) => net && net.family === 'IPv4' && !net.internal)
  .map((net) => net!.address);

console.log(`[devtools] monitor: http://localhost:${port}/`);
for (const address of addresses) {
  console.log(
    `[devtools] for a phone on this network: REDUX_DEVTOOLS_REMOTE=${address}:${port} npm start`,
  );
}
console.log(`[devtools] on this laptop alone: REDUX_DEVTOOLS_REMOTE=localhost:${port} npm start`);

const cli = spawn(
  process.execPath,
  [
    require.resolve('@redux-devtools/cli/dist/bin/redux-devtools.js'),
    '--hostname=0.0.0.0',
    `--port=${port}`,
    `--dbOptions=${path.join(__dirname, 'devtools', 'db-options.json')}`,
    ...(args.some((arg) => arg.startsWith('--open=')) ? [] : ['--open=browser']),
    ...args.filter((arg) => !arg.startsWith('--port=')),
  ],
  { stdio: 'inherit' },
);
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => cli.kill(signal));
