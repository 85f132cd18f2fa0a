import { isApiError } from './api-error';
import type { MoneyOutcome } from './money-outcome';

/** What a screen says about a money request: a title, and one sentence of what happened and what to do. */
export interface OutcomeMessage {
  title: string;
  sentence: string;
}

export type MoneyAction = 'invest' | 'agreement' | 'signUp';

/** The outcomes that are not "done" (each screen shows done its own way), and the window between. */
export type UnsettledOutcome = 'refused' | 'notSent' | 'checking' | 'unconfirmed';

/**
 * Every message about a money request that did not plainly succeed, in one table beside the
 * failure-to-message mapping (CAUSE_MESSAGES in api-error.ts). Each is true whenever it is shown:
 * - refused: the server said no, so nothing happened; its own reason replaces the sentence when it
 *   gave one (`refusalSentence`). The invest sentence is the spec's (§8).
 * - notSent: no connection before sending, so nothing left the phone.
 * - checking: the answer was lost and the server is being asked again (money-outcome.ts).
 * - unconfirmed: no look found it done; it may still happen, so nothing invites a second try.
 */
export const MONEY_MESSAGES: Record<MoneyAction, Record<UnsettledOutcome, OutcomeMessage>> = {
  invest: {
    refused: {
      title: '오류',
      sentence: '투자 처리 중 문제가 발생했습니다. 잠시 후 다시 시도해주세요.',
    },
    notSent: {
      title: '오류',
      sentence:
        '인터넷 연결이 끊겨 투자 요청을 보내지 않았어요. 연결을 확인한 뒤 다시 시도해주세요.',
    },
    checking: {
      title: '확인 중',
      sentence:
        '서버 응답이 늦어 투자가 처리됐는지 확인하고 있어요. 화면을 닫지 말고 기다려 주세요.',
    },
    unconfirmed: {
      title: '투자 확인 중',
      sentence:
        '투자가 처리됐는지 아직 확인하지 못했어요. 다시 투자하지 말고 잠시 후 내 음악 → 내가 투자한 목록에서 확인해 주세요.',
    },
  },
  agreement: {
    refused: {
      title: '대출 신청을 제출하지 못했어요',
      sentence: '서버에 문제가 있어 제출하지 못했어요. 잠시 후 다시 제출해 주세요.',
    },
    notSent: {
      title: '대출 신청을 제출하지 못했어요',
      sentence:
        '인터넷 연결이 끊겨 대출 신청을 보내지 않았어요. 연결을 확인한 뒤 다시 제출해 주세요.',
    },
    checking: {
      title: '확인 중',
      sentence:
        '서버 응답이 늦어 대출 신청이 접수됐는지 확인하고 있어요. 화면을 닫지 말고 기다려 주세요.',
    },
    unconfirmed: {
      title: '대출 신청 확인 중',
      sentence:
        '대출 신청이 접수됐는지 아직 확인하지 못했어요. 다시 제출하지 말고 잠시 후 내 음악 → 내가 발행한 목록에서 진행 상태를 확인해 주세요.',
    },
  },
  signUp: {
    refused: {
      title: '회원가입에 실패했습니다.',
      sentence: '서버에 문제가 있어 가입하지 못했어요. 잠시 후 다시 시도해주세요.',
    },
    notSent: {
      title: '회원가입에 실패했습니다.',
      sentence:
        '인터넷 연결이 끊겨 가입 요청을 보내지 않았어요. 연결을 확인한 뒤 다시 시도해주세요.',
    },
    checking: {
      title: '확인 중',
      sentence: '서버 응답이 늦어 가입됐는지 확인하고 있어요. 화면을 닫지 말고 기다려 주세요.',
    },
    unconfirmed: {
      title: '가입 확인 중',
      sentence:
        '가입됐는지 아직 확인하지 못했어요. 다시 가입하지 말고 잠시 후 이 아이디로 로그인해 보세요.',
    },
  },
};

/**
 * A refusal's sentence: the server's own reason when it gave one (a 4xx: "남은 모집 금액보다 많이
 * 투자할 수 없습니다."), or a login that expired; the table's sentence for a server error.
 */
function refusalSentence(action: MoneyAction, error: unknown): string {
  if (isApiError(error) && error.cause !== 'server') return error.message;
  return MONEY_MESSAGES[action].refused.sentence;
}

/** What a screen shows for an outcome that is not done; null for done. */
export function outcomeMessage(
  action: MoneyAction,
  outcome: MoneyOutcome<unknown>,
): OutcomeMessage | null {
  switch (outcome.kind) {
    case 'done':
      return null;
    case 'refused':
      return {
        title: MONEY_MESSAGES[action].refused.title,
        sentence: refusalSentence(action, outcome.error),
      };
    default:
      return MONEY_MESSAGES[action][outcome.kind];
  }
}
