import { screen } from '@testing-library/react';
import { server } from '@mocks/node';
import { storeLoggedInAs } from '@/shared/api/__tests__/endpoint-harness';
import { renderApp } from '@/test/render-app';
import { useInvestSubmit } from '@/features/invest/hooks/use-invest-submit';

// A ceiling for waits on a busy machine (several suites share the CPU), not a timing assertion.

/** Two confirms inside one event: both run before React re-renders with isLoading. */
function TwoConfirmsInOneFrame() {
  const submit = useInvestSubmit(108, 10_000);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void submit.confirm();
          void submit.confirm();
        }}
      >
        확인
      </button>
      {submit.invested ? <p>투자 완료</p> : null}
    </>
  );
}

afterEach(() => server.events.removeAllListeners());

test('confirming twice before a re-render invests exactly once', async () => {
  let posts = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/contracts/108/invest')) posts += 1;
  });
  const store = await storeLoggedInAs('investor1');
  const { user } = renderApp(<TwoConfirmsInOneFrame />, { store });

  await user.click(screen.getByRole('button', { name: '확인' }));

  expect(await screen.findByText('투자 완료')).toBeInTheDocument();
  expect(posts).toBe(1);
});
