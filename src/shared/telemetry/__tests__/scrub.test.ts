import { scrubStack, scrubText } from '@/shared/telemetry/scrub';

// What leaves the phone: the app's files at their positions and an error's English words stay;
// anything that could be a person's is a mark (docs/telemetry.md).

describe('scrubText', () => {
  it('keeps the app’s own files with their line and column, without the origin', () => {
    expect(scrubText('at f (https://app.example/assets/main.1a2b3456.js:2:12345)')).toBe(
      'at f (/assets/main.1a2b3456.js:2:12345)',
    );
  });

  it('turns an address of this app into its route pattern, without query or fragment', () => {
    const here = `${window.location.origin}/investment/108?amount=5000000#top`;
    expect(scrubText(`failed at ${here}`)).toBe('failed at /investment/:investmentId');
  });

  it('keeps only the origin of another site’s address', () => {
    expect(scrubText('img https://cdn.example/u/8812/cover.png?sig=abc')).toBe(
      'img https://cdn.example',
    );
    expect(scrubText('data:image/png;base64,AAAA')).toBe('data:');
  });

  it.each([
    ['amount', '투자 금액 1,250,000원 초과', '[ko] [ko] #[ko] [ko]'],
    ['phone', 'phone 010-1234-5678 refused', 'phone # refused'],
    ['birth date', 'born 1988-11-02', 'born #'],
    ['id run', 'contract 123456 missing', 'contract # missing'],
    ['e-mail', 'sent to kim.dae@example.co.kr', 'sent to [email]'],
    ['wallet', 'wallet 0x1111111111111111111111111111111111111111', 'wallet [address]'],
    [
      'token',
      'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'Bearer [token]',
    ],
    ['Korean name', "Cannot read 'title' of 김대출", "Cannot read 'title' of [ko]"],
    // Each rule at its smallest: four digits, a one-dot domain, a shortened address, 24 characters.
    ['PIN of four digits', 'pin 1234 wrong', 'pin # wrong'],
    ['plain e-mail', 'to kim@example.com', 'to [email]'],
    ['shortened wallet', 'from 0x5aAeb6…eAed', 'from [address]…eAed'],
    ['token of 24 characters', 'key abcdefghijklmnopqrstuv1x', 'key [token]'],
  ])('marks a %s', (_what, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('keeps short numbers and plain English', () => {
    expect(scrubText('Loading chunk 812 failed after 3 tries')).toBe(
      'Loading chunk 812 failed after 3 tries',
    );
    // Just under each rule: three digits, a 0x of five, 23 characters with a digit.
    expect(scrubText('code 0x1f2e3 at step 999 of abcdefghijklmnopqrstu1w')).toBe(
      'code 0x1f2e3 at step 999 of abcdefghijklmnopqrstu1w',
    );
  });

  it('cuts a long message, and only a long one', () => {
    expect(scrubText('x'.repeat(900))).toHaveLength(501);
    expect(scrubText('x'.repeat(500))).toBe('x'.repeat(500));
  });

  it('replaces an address it cannot read whole, keeping nothing of it', () => {
    expect(scrubText('fetch http://[::1/u/8812?token=abc failed')).toBe('fetch [url] failed');
  });

  it('says of a blob or socket address only what kind it was, even one that names a site', () => {
    expect(scrubText('img blob:https://app.example/0c9a5e1d-2f4b')).toBe('img blob:');
    expect(scrubText('ws wss://push.example/u/8812')).toBe('ws wss:');
  });

  it('keeps every one of the app’s files in a long message in its place', () => {
    const files = Array.from({ length: 12 }, (_, i) => `/assets/c${i}.0a1b2c3d.js:1:${i + 1}`);
    expect(scrubText(files.map((file) => `https://app.example${file}`).join(' '))).toBe(
      files.join(' '),
    );
  });

  it('lets no text pass the rules by forging the marker it keeps the app’s files behind', () => {
    expect(scrubText('a\u00000\u0000b 김철수')).toBe('ab [ko]');
  });
});

describe('scrubStack', () => {
  it('keeps each frame of a Chromium and a Firefox stack, at most 25', () => {
    const stack = [
      'TypeError: boom',
      '    at a (https://app.example/assets/loan.0a1b2c3d.js:1:4567)',
      'b@https://app.example/assets/main.9f8e7d6c.js:2:890',
      ...Array.from(
        { length: 40 },
        () => '    at c (https://app.example/assets/x.11112222.js:1:1)',
      ),
    ].join('\n');
    const lines = scrubStack(stack)!.split('\n');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe('    at a (/assets/loan.0a1b2c3d.js:1:4567)');
    expect(lines[2]).toBe('b@/assets/main.9f8e7d6c.js:2:890');
  });

  it('is nothing for nothing', () => {
    expect(scrubStack(undefined)).toBeUndefined();
  });
});
