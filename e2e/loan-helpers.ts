import type { Page } from '@playwright/test';

/** borrower1's registered song in the demo seed: no loan yet, so a contract can be signed. */
export const BORROWER_SONG = '한강의 새벽';

/** The ids of borrower1's registered song, read from the demo API with the stored token. */
export async function registeredSongIds(page: Page) {
  return page.evaluate(async (title) => {
    const headers = { Authorization: `Bearer ${window.localStorage.getItem('accessToken')}` };
    const mine = await fetch('/api/v1/me/copyrights?status=REGISTERED', { headers }).then((r) =>
      r.json(),
    );
    const song = mine.data.copyrights.find((item: { title: string }) => item.title === title);
    const detail = await fetch(`/api/v1/copyrights/${song.copyrightId}`, { headers }).then((r) =>
      r.json(),
    );
    return {
      copyrightId: song.copyrightId as number,
      contractId: detail.data.contractId as number,
    };
  }, BORROWER_SONG);
}

/** A freehand stroke across the signature canvas with the mouse. */
export async function sign(page: Page) {
  const canvas = page.getByRole('img', { name: '서명란' });
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas is not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(box.x + 30 + step * 20, y + (step % 2 === 0 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}
