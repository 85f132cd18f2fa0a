import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp } from '@/test/render-app';
import { stateWithDraft } from './register-test-utils';

const next = () => screen.getByRole('button', { name: '다음' });

async function openStepOne() {
  const view = renderApp('/nft/register/music-basic', { preloadedState: stateWithDraft() });
  // The first render loads the route's lazy chunk.
  await screen.findByRole('heading', { name: '곡의 기본 정보를 입력해주세요' });
  return view;
}

/** Types a whole value at once (a keystroke-by-keystroke type is slow with MUI in jsdom). */
async function fill(user: UserEvent, name: string, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

describe('registration step 1 (music-basic)', () => {
  it('shows the 3-step indicator on step 1', async () => {
    await openStepOne();
    const steps = screen.getByRole('group', { name: '등록 단계: 3단계 중 1단계' });
    expect(within(steps).getByText('기본 정보')).toBeVisible();
    expect(within(steps).getByText('추가 정보')).toBeVisible();
    expect(within(steps).getByText('이미지 등록')).toBeVisible();
  });

  it('enables next only when the title and every entry are filled, then saves and moves on', async () => {
    const { user, store, location } = await openStepOne();
    expect(next()).toBeDisabled();

    await fill(user, '곡 제목', '  여름 밤 ');
    await fill(user, '가수 1', '가수 A');
    await fill(user, '작곡가 1', '작곡가 B');
    await fill(user, '작사가 1', '작사가 C');
    expect(next()).toBeDisabled();
    await fill(user, '스트리밍 링크 1', 'https://music.example/a');
    // The form hears of the typing when it pauses; the field keeps the focus.
    await waitFor(() => expect(next()).toBeEnabled());
    expect(screen.getByRole('textbox', { name: '스트리밍 링크 1' })).toHaveFocus();

    // A second, blank singer blocks next again.
    await user.click(screen.getByRole('button', { name: '가수 추가' }));
    expect(screen.getByRole('textbox', { name: '가수 2' })).toHaveValue('');
    expect(next()).toBeDisabled();
    await fill(user, '가수 2', '   ');
    await user.tab();
    expect(next()).toBeDisabled();
    await fill(user, '가수 2', '가수 D');
    await waitFor(() => expect(next()).toBeEnabled());

    await user.click(next());
    await waitFor(() => expect(location()).toBe('/nft/register/music-extra'));
    expect(store.getState().registrationDraft).toMatchObject({
      title: '여름 밤',
      singers: ['가수 A', '가수 D'],
      composers: ['작곡가 B'],
      lyricists: ['작사가 C'],
      streamingUrls: ['https://music.example/a'],
    });
    // Many interactions: a safety net for a loaded CI machine, not a performance assertion.
  }, 40_000);

  it('removes added entries but never the first', async () => {
    const { user, store } = await openStepOne();
    expect(screen.queryByRole('button', { name: '작곡가 1 삭제' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '작곡가 추가' }));
    await fill(user, '작곡가 2', '둘째');
    await user.click(screen.getByRole('button', { name: '작곡가 추가' }));
    await fill(user, '작곡가 3', '셋째');
    await user.click(screen.getByRole('button', { name: '작곡가 2 삭제' }));

    expect(screen.getByRole('textbox', { name: '작곡가 2' })).toHaveValue('셋째');
    expect(screen.queryByRole('textbox', { name: '작곡가 3' })).not.toBeInTheDocument();
    // The draft hears of it once typing pauses.
    await waitFor(() => expect(store.getState().registrationDraft.composers).toEqual(['', '셋째']));
  });

  it('says what is missing once a field is left blank, and refuses a link that is not http(s)', async () => {
    const { user } = await openStepOne();
    await user.click(screen.getByRole('textbox', { name: '곡 제목' }));
    await user.click(screen.getByRole('textbox', { name: '가수 1' }));
    await user.tab();
    expect(screen.getByText('곡 제목을 입력해주세요.')).toBeVisible();
    expect(screen.getByText('가수를 입력해주세요.')).toBeVisible();

    await fill(user, '스트리밍 링크 1', 'music.example/a');
    await user.tab();
    expect(
      screen.getByText('http:// 또는 https:// 로 시작하는 주소를 입력해주세요.'),
    ).toBeVisible();
  });

  it('judges a field by what was typed, the moment it is left or Enter is pressed', async () => {
    const { user, location } = await openStepOne();
    // Left at once, before typing pauses: no stale "empty" message.
    await fill(user, '곡 제목', '여름 밤');
    await user.tab();
    expect(screen.queryByText('곡 제목을 입력해주세요.')).not.toBeInTheDocument();
    await fill(user, '가수 1', '가수 A');
    await fill(user, '작곡가 1', '작곡가 B');
    await fill(user, '작사가 1', '작사가 C');
    // The last entry typed and Enter pressed at once: the step is submitted with it.
    await fill(user, '스트리밍 링크 1', 'https://music.example/a');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/nft/register/music-extra'));
  });

  it('keeps what was typed a moment before the page is hidden', async () => {
    const { user, store } = await openStepOne();
    await fill(user, '곡 제목', '방금 친 제목');
    await fill(user, '작곡가 1', '방금 친 이름');
    // Typing has not paused yet: the draft is written as the page goes (a reload, another app).
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(store.getState().registrationDraft).toMatchObject({
      title: '방금 친 제목',
      composers: ['방금 친 이름'],
    });
  });

  it('starts from the saved draft', async () => {
    renderApp('/nft/register/music-basic', {
      preloadedState: stateWithDraft({ title: '저장된 제목', lyricists: ['가', '나'] }),
    });
    expect(await screen.findByRole('textbox', { name: '곡 제목' })).toHaveValue('저장된 제목');
    expect(screen.getByRole('textbox', { name: '작사가 2' })).toHaveValue('나');
  });
});
