import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';

export const INFO_URL = 'http://localhost/api/v1/contracts/:contractId/invest';
export const FAILURE = '투자 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.';

export const amountInput = () => screen.getByRole('textbox', { name: '투자 금액' });
export const investButton = () => screen.getByRole('button', { name: '투자하기' });
export const consent = () =>
  screen.getByRole('checkbox', { name: '위 내용을 모두 확인하였습니다' });

/**
 * The invest info (limits and ratios) answered with `data` instead of the demo's; with `held`, not
 * before the returned release is called (what the screen shows while the limits load).
 */
export function serveInvestInfo(data: Record<string, unknown>, { held = false } = {}) {
  let release: () => void = () => {};
  const gate = held
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  server.use(
    http.get(INFO_URL, async () => {
      await gate;
      return HttpResponse.json({ success: true, data });
    }),
  );
  return release;
}

/** The investment input of an open contract, as investor1, once its limits are shown. */
export async function openInput(contractId = 108) {
  const store = await storeLoggedInAs('investor1');
  const view = renderApp(`/investment-input/${contractId}`, { store });
  await screen.findByText('최소 10,000원 ~ 최대 7,000,000원');
  return view;
}

/** Records every invest call the demo backend gets, then lets it answer. */
export function countInvestCalls() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/invest')) {
      bodies.push(await request.clone().json());
    }
  });
  return bodies;
}

/** Types the amount, consents, and confirms. */
export async function investThroughConfirm(user: UserEvent, amount: string) {
  await user.type(amountInput(), amount);
  await user.click(consent());
  await user.click(investButton());
  const confirm = await screen.findByRole('dialog', { name: '대출을 신청하시겠습니까?' });
  await user.click(within(confirm).getByRole('button', { name: '확인' }));
}
