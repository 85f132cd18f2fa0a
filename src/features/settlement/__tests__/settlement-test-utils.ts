import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { toLooseDialect, type Dialect } from '@mocks/handlers/dialect';
import { server } from '@mocks/node';
import type { RepaymentStatus } from '@/shared/api/wire/enums';
import type { ConfirmedContracts, RepaymentSchedule } from '@/shared/api/wire/schemas';
import { apiRoot } from '@/shared/config/env';

export interface SeenQuery {
  status: string | null;
  role: string | null;
}

const CONFIRMED = `${apiRoot}/me/contracts/confirmed`;
const queryOf = (request: Request): SeenQuery => {
  const params = new URL(request.url).searchParams;
  return { status: params.get('status'), role: params.get('role') };
};

/** Records every dashboard request and lets the demo backend answer it. */
export function watchConfirmed(): SeenQuery[] {
  const seen: SeenQuery[] = [];
  server.use(
    http.get(CONFIRMED, ({ request }) => {
      seen.push(queryOf(request));
      // No response: MSW falls through to the demo backend's handler.
    }),
  );
  return seen;
}

export { schedule } from '@/shared/api/__tests__/fixtures';

export function dashboard(
  schedules: RepaymentSchedule[],
  summary: Partial<Omit<ConfirmedContracts, 'repaymentSchedules'>> = {},
): ConfirmedContracts {
  return {
    cash: 10_000_000,
    totalContracts: 1,
    totalAmount: 1_060_000,
    ...summary,
    repaymentSchedules: { repaymentScheduleList: schedules },
  };
}

/** Answers each status with a fixed dashboard (empty when not given) and records the requests. */
export function serveDashboards(
  byStatus: Partial<Record<RepaymentStatus, ConfirmedContracts>>,
  dialect: Dialect = 'canonical',
): SeenQuery[] {
  const seen: SeenQuery[] = [];
  server.use(
    http.get(CONFIRMED, ({ request }) => {
      const query = queryOf(request);
      seen.push(query);
      const data = byStatus[query.status as RepaymentStatus] ?? dashboard([]);
      const sent = dialect === 'loose' ? toLooseDialect(data, { unfiltered: false }) : data;
      return HttpResponse.json({ success: true, data: sent as JsonBodyType });
    }),
  );
  return seen;
}

/** Fails one status with a server error until `recover()` is called. */
export function failStatus(status: RepaymentStatus) {
  let failing = true;
  server.use(
    http.get(CONFIRMED, ({ request }) => {
      if (!failing || queryOf(request).status !== status) return undefined;
      return HttpResponse.json(
        {
          success: false,
          error: { code: 'INTERNAL_ERROR', message: '일시적인 오류가 발생했습니다.' },
        },
        { status: 500 },
      );
    }),
  );
  return {
    recover: () => {
      failing = false;
    },
  };
}

export const tab = (name: string) => screen.getByRole('tab', { name });
export const panel = () => screen.getByRole('tabpanel');
/** The schedule cards of the selected tab, once loaded. */
export async function cards(): Promise<HTMLElement[]> {
  // The page is a lazy chunk: wait for its panel before looking inside.
  return within(await screen.findByRole('tabpanel')).findAllByRole('listitem');
}
export async function cardOf(song: string): Promise<HTMLElement> {
  const all = await cards();
  const card = all.find((c) => within(c).queryByRole('heading', { name: song }));
  if (!card) throw new Error(`no card for ${song}`);
  return card;
}
export const repayButtons = () => screen.queryAllByRole('button', { name: /상환하기$/ });
