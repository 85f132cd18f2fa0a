/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import { CAUSE_MESSAGES, httpError, invalidResponseError } from '@/shared/api/api-error';
import { MONEY_MESSAGES, outcomeMessage, type MoneyAction } from '@/shared/api/money-messages';

const actions: MoneyAction[] = ['invest', 'agreement', 'signUp'];

describe('money outcome messages', () => {
  it.each(actions)('%s: every message is a title, what happened and what to do', (action) => {
    for (const { title, sentence } of Object.values(MONEY_MESSAGES[action])) {
      expect(title.trim()).not.toBe('');
      // No stacked causes: what happened, then at most one instruction.
      expect(sentence.split(/[.!?]\s/).length).toBeLessThanOrEqual(2);
      expect(sentence).toMatch(/[.]$/);
    }
  });

  it.each(actions)('%s: "unconfirmed" never invites a second try and says where to look', (a) => {
    const { sentence } = MONEY_MESSAGES[a].unconfirmed;
    expect(sentence).toMatch(/아직 확인하지 못했어요/);
    expect(sentence).toMatch(/다시 (투자|제출|가입)하지 말고/);
    expect(sentence).not.toMatch(/처리되지 않았|실패/);
  });

  it('the invest places to look are the ones the screen links to', () => {
    expect(MONEY_MESSAGES.invest.unconfirmed.sentence).toContain('내 음악 → 내가 투자한');
    expect(MONEY_MESSAGES.agreement.unconfirmed.sentence).toContain('내 음악 → 내가 발행한');
    expect(MONEY_MESSAGES.signUp.unconfirmed.sentence).toContain('로그인해 보세요');
  });

  it('"checking" says it is still checking, never that it failed', () => {
    for (const action of actions) {
      expect(MONEY_MESSAGES[action].checking).toEqual({
        title: '확인 중',
        sentence: expect.stringMatching(/확인하고 있어요/),
      });
    }
  });

  it('a refusal says the server reason alone, with the screen title', () => {
    const error = httpError(400, {
      message: '남은 모집 금액(7,000,000원)보다 많이 투자할 수 없습니다.',
    });
    expect(outcomeMessage('invest', { kind: 'refused', error })).toEqual({
      title: '오류',
      sentence: '남은 모집 금액(7,000,000원)보다 많이 투자할 수 없습니다.',
    });
    expect(outcomeMessage('signUp', { kind: 'refused', error: httpError(401) })).toEqual({
      title: '회원가입에 실패했습니다.',
      sentence: CAUSE_MESSAGES.unauthorized,
    });
  });

  it('a server error is the table sentence (the spec wording for invest), not the server text', () => {
    const error = httpError(500, { message: 'NullPointerException' });
    expect(outcomeMessage('invest', { kind: 'refused', error })?.sentence).toBe(
      '투자 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    );
    expect(outcomeMessage('agreement', { kind: 'refused', error: invalidResponseError() })).toEqual(
      MONEY_MESSAGES.agreement.refused,
    );
    expect(outcomeMessage('invest', { kind: 'refused', error: new Error('bug') })).toEqual(
      MONEY_MESSAGES.invest.refused,
    );
  });

  it('not sent and unconfirmed come from the table; done has no message', () => {
    expect(outcomeMessage('invest', { kind: 'notSent' })).toBe(MONEY_MESSAGES.invest.notSent);
    expect(outcomeMessage('agreement', { kind: 'unconfirmed' })).toBe(
      MONEY_MESSAGES.agreement.unconfirmed,
    );
    expect(outcomeMessage('signUp', { kind: 'done', data: null })).toBeNull();
  });
});
