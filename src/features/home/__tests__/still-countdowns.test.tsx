import { screen, waitFor, within } from '@testing-library/react';
import { MOTION_STORAGE_KEY, stillCountdownsChosen } from '@/shared/motion/motion-slice';
import { makeStore, startPersistence } from '@/app/store';
import { renderApp } from '@/test/render-app';
import { answerContracts, listItem } from './home-test-utils';

// KWCAG 2.2.2 / WCAG 2.3.3: countdowns that tick every second can be stopped, and stand still by
// themselves when the phone asks for less motion. Standing still, a countdown says the time left
// in words, a minute at a time, and turns no wheels.
const DAY = 86_400_000;
const inOneDay = () => new Date(Date.now() + DAY + 2 * 3_600_000 + 3 * 60_000 + 30_000);

function phoneAsksLessMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
});

async function firstCard() {
  const region = await screen.findByRole('region', { name: '많은 사람들이 투자했어요' });
  return within(region).getByRole('article', { name: '노래 1' });
}

describe('countdowns that stand still', () => {
  it('tick by default: wheels turn, the words are for the screen reader', async () => {
    const animate = jest.spyOn(Element.prototype, 'animate');
    answerContracts([listItem(1, { expirationTime: inOneDay().toISOString(), progress: '90' })]);
    renderApp('/main');
    const card = await firstCard();
    expect(within(card).getByTestId('countdown-wheels')).toBeInTheDocument();
    expect(animate).toHaveBeenCalled();
    animate.mockRestore();
  });

  it('say the time left in words when the person stopped them in the menu', async () => {
    const animate = jest.spyOn(Element.prototype, 'animate');
    answerContracts([listItem(1, { expirationTime: inOneDay().toISOString(), progress: '90' })]);
    const { store } = renderApp('/main');
    store.dispatch(stillCountdownsChosen(true));
    const card = await firstCard();
    expect(within(card).getByText('1일 2시간 3분 남음')).toBeInTheDocument();
    expect(within(card).queryByTestId('countdown-wheels')).not.toBeInTheDocument();
    expect(animate).not.toHaveBeenCalled();
    animate.mockRestore();
  });

  it('stand still by themselves when the phone asks for less motion', async () => {
    phoneAsksLessMotion(true);
    answerContracts([listItem(1, { expirationTime: inOneDay().toISOString(), progress: '90' })]);
    renderApp('/main');
    const card = await firstCard();
    expect(within(card).getByText('1일 2시간 3분 남음')).toBeInTheDocument();
    expect(within(card).queryByTestId('countdown-wheels')).not.toBeInTheDocument();
  });
});

describe('the menu’s 화면 설정', () => {
  const SWITCH = '투자 마감까지 남은 시간을 초 단위로 움직이기';

  it('stops the ticking, and keeps the choice on this phone', async () => {
    const store = makeStore();
    startPersistence(store);
    const { user } = renderApp('/menu', { store });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('끄면 남은 시간을 분 단위 글자로 보여드려요.');
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(store.getState().motion.stillCountdowns).toBe(true);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(MOTION_STORAGE_KEY) ?? '{}')).toMatchObject({
        stillCountdowns: 'true',
      }),
    );
  });

  it('says when the phone’s own setting keeps them still', async () => {
    phoneAsksLessMotion(true);
    renderApp('/menu');
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      '휴대폰의 ‘동작 줄이기’ 설정이 켜져 있어 남은 시간을 분 단위 글자로 보여드려요.',
    );
  });
});
