import { spawn, type ChildProcess } from 'node:child_process';
import { create, type AGClientSocket } from 'socketcluster-client';
import { DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Redux DevTools on a phone, where the extension cannot go: the real Redux DevTools server
 * (`npm run devtools`, @redux-devtools/cli) and the development build started with the remote
 * switch (`REDUX_DEVTOOLS_REMOTE=<host>:<port> npm start`, src/app/remote-devtools.ts). This
 * journey is the monitor: it logs in to the server as the monitor page does, finds the login's
 * actions among what the page's store relayed, and sends a jump that the page then shows.
 */
const devtoolsPort = Number(process.env.E2E_DEVTOOLS_PORT ?? 4178);
const devPort = Number(process.env.E2E_DEV_PORT ?? 4179);

interface Relayed {
  type: string;
  id?: string;
  action?: string;
  nextActionId?: number;
}

const started: ChildProcess[] = [];
/** A server of its own process group, so that stopping it stops npm's children too. */
function run(command: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', ...command], {
    env: { ...process.env, ...env },
    detached: true,
    stdio: 'ignore',
  });
  started.push(child);
}

async function answers(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

test.use({ baseURL: `http://127.0.0.1:${devPort}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  run(['devtools', '--', `--port=${devtoolsPort}`, '--open=false'], {});
  run(['start'], { PORT: String(devPort), REDUX_DEVTOOLS_REMOTE: `127.0.0.1:${devtoolsPort}` });
  await answers(`http://127.0.0.1:${devtoolsPort}/`, 60_000);
  // The development build compiles first.
  await answers(`http://127.0.0.1:${devPort}/main`, 200_000);
});

test.afterAll(() => {
  for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGTERM');
});

/** START sent to the apps every 200 ms, until one relays its state (at most 10 s). */
async function askUntilMonitored(socket: AGClientSocket, relayed: Relayed[]) {
  for (let tries = 0; tries < 50 && !relayed.some((message) => message.type === 'STATE'); tries++) {
    await socket.transmit('respond', { type: 'START' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let monitor: AGClientSocket | undefined;
test.afterEach(() => monitor?.disconnect());

test('원격 Redux DevTools: 개발 빌드의 스토어가 로그인 액션을 서버로 보내고, 모니터의 점프가 화면을 바꾼다', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const relayed: Relayed[] = [];
  monitor = create({
    hostname: '127.0.0.1',
    port: devtoolsPort,
    autoReconnect: false,
    // The monitor signs in with no token: its default keeper of one would look for localStorage,
    // which Node 26 warns has no file.
    authEngine: {
      saveToken: async (_name, token) => token,
      removeToken: async () => null,
      loadToken: async () => null,
    },
  });
  const socket = monitor;
  // As the monitor page does: a login that is not 'master' watches what the apps relay.
  const channel = (await socket.invoke('login', 'monitor')) as string;
  expect(channel).toBe('log');
  void (async () => {
    for await (const message of socket.subscribe(channel)) {
      const data = message as Relayed;
      relayed.push(data);
      // An app that says it started is asked for its state and actions from now on; it says so
      // before its own subscription is in place, so the ask is repeated until its state comes.
      if (data.type === 'START') void askUntilMonitored(socket, relayed);
    }
  })();

  await page.goto(`/login?next=${encodeURIComponent('/menu')}`);
  await expect
    .poll(() => relayed.some((message) => message.type === 'STATE'), {
      message: "the page's store relays its state to the monitor",
    })
    .toBe(true);
  await page.getByRole('textbox', { name: '아이디' }).fill('investor1');
  await page.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('내 프로필')).toBeVisible();

  const types = () =>
    relayed
      .filter((message) => message.type === 'ACTION' && message.action)
      .map((message) => {
        // The action as the sanitizer made it; without one, the lifted action around it.
        const sent = JSON.parse(message.action!) as { type: string; action?: { type: string } };
        return { type: sent.action?.type ?? sent.type, id: message.nextActionId! - 1 };
      });
  await expect
    .poll(() => types().map((action) => action.type), { message: "the login's actions" })
    .toEqual(
      expect.arrayContaining([
        'api/executeMutation/pending',
        'api/executeMutation/fulfilled',
        'session/loggedIn',
      ]),
    );
  // Files and long lists arrive as DevTools' sanitizers made them; the login arrives as typed.
  const login = types().find((action) => action.type === 'session/loggedIn')!;

  // A jump to the state before the login, sent from the monitor: the page's store is there now.
  socket.transmit('respond', {
    type: 'DISPATCH',
    action: { type: 'JUMP_TO_STATE', index: login.id - 1, actionId: login.id - 1 },
  });
  await expect(page.getByText('로그인이 필요합니다')).toBeVisible();
});
