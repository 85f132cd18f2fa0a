import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4173';
const [, , query = '', width = '390', ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text().slice(0, 200)); });
await page.goto(`${base}/login?resetDemo=1&${query}`);
await page.getByRole('textbox', { name: '아이디' }).fill(process.env.WHO ?? 'borrower1');
await page.getByLabel('비밀번호', { exact: true }).fill('demo1234!');
await page.getByRole('button', { name: '로그인', exact: true }).click();
await page.waitForURL('**/main');
for (const route of routes) {
  await page.goto(base + route);
  await page.waitForTimeout(2500);
  const m = await page.evaluate(() => {
    const cw = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > cw + 1);
    // innermost-first culprits: elements whose parent is not overflowing
    const roots = wide.filter((el) => !wide.includes(el.parentElement)).slice(0, 5).map((el) => `${el.tagName}.${String(el.className).slice(0, 60)} w=${Math.round(el.getBoundingClientRect().width)}`);
    return { sw: document.documentElement.scrollWidth, cw, roots };
  });
  const name = `/tmp/shots/${route.replace(/\W+/g, '_')}_${width}.png`;
  await page.screenshot({ path: name, fullPage: false });
  console.log(route, JSON.stringify(m), name);
}
await browser.close();
