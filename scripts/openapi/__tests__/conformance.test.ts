import { setDialect, setUnreadableAmount } from '@mocks/handlers/dialect';
import { suiteWatch } from '@/test/contract-watch';
import { answerViolations, requestViolations } from '../conformance';

// The suite holds every demo answer and every request to the document (src/test/contract-watch.ts);
// these prove it notices one that leaves it.

const API = 'http://localhost/api/v1';

async function tokenOf(loginId: string): Promise<string> {
  const response = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ loginId, password: 'demo1234!' }),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

it('lets every demo answer in either dialect pass', async () => {
  for (const dialect of ['canonical', 'loose'] as const) {
    setDialect(dialect);
    for (const path of [
      '/contracts',
      '/contracts/103',
      '/contracts/103/invest',
      '/contracts/103/loans/info',
      '/copyrights/1',
      '/nfts/1',
    ]) {
      const response = await fetch(`${API}${path}`);
      expect(
        answerViolations('GET', `${API}${path}`, response.status, await response.json()),
      ).toEqual([]);
    }
  }
  expect(await suiteWatch.take()).toEqual([]);
});

it('fails the test that met a demo answer the app cannot act on, naming the field', async () => {
  setUnreadableAmount(true);
  const response = await fetch(`${API}/contracts/103`);
  expect(response.status).toBe(200);
  const found = await suiteWatch.take();
  expect(found.join('\n')).toMatch(
    /^GET \/contracts\/\{contractId\} → 200 at \/data\/contract\/loanAmount: none of its forms /m,
  );
});

it('fails the test whose request leaves the document: a string of won, an unknown filter, no token', async () => {
  const token = await tokenOf('investor1');
  await fetch(`${API}/contracts/103/invest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ investment: '10000' }),
  });
  await fetch(`${API}/contracts?searchFilter=CHEAP`);
  await fetch(`${API}/me/copyrights`);
  const found = await suiteWatch.take();
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^request POST \/contracts\/\{contractId\}\/invest body at \/investment: type /,
      ),
      'request GET /contracts: query searchFilter is not one of HIGH_RETURN, LOW_RISK, SHORT_TERM, LONG_TERM',
      'request GET /me/copyrights: no bearer token',
    ]),
  );
});

it('names an answer that is not the envelope, and a status the call does not name', () => {
  expect(answerViolations('GET', `${API}/contracts`, 200, { contracts: [] })).toEqual([
    'GET /contracts → 200 at /: required success (#/required)',
    'GET /contracts → 200 at /: required data (#/required)',
  ]);
  expect(
    answerViolations('GET', `${API}/contracts/103`, 409, {
      success: false,
      error: { code: 'X', message: 'x' },
    }),
  ).toEqual([
    'GET /contracts/{contractId} → 409: a status the contract does not name for this call',
  ]);
  expect(
    answerViolations('GET', `${API}/contracts/103`, 503, {
      success: false,
      error: { code: 'DOWN', message: '점검 중' },
    }),
  ).toEqual([]);
});

it('reads a multipart request: the NFT upload needs its files and a JSON part that conforms', () => {
  const form = new Map<string, string>([
    ['image', 'file'],
    [
      'nftCreateRequest',
      JSON.stringify({
        title: '곡',
        singers: [],
        composers: [],
        lyricists: [],
        streamingUrls: [],
        isRegistered: false,
        ethPrice: '1.2',
      }),
    ],
  ]);
  const headers = new Headers({
    'Content-Type': 'multipart/form-data; boundary=x',
    Authorization: 'Bearer t',
  });
  expect(requestViolations({ method: 'POST', url: `${API}/nfts`, headers, form })).toEqual([
    'POST /nfts: no audio file',
    expect.stringMatching(/^POST \/nfts nftCreateRequest at \/ethPrice: type /),
  ]);
});
