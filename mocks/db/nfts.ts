import { badRequest } from './errors';
import { interestRateBps, valuate, type ValuationInput } from './money';
import type { ContractRow, CopyrightRow, DbState, StoredFile } from './types';

const LIST_FIELDS = [
  ['singers', '가수'],
  ['composers', '작곡가'],
  ['lyricists', '작사가'],
  ['streamingUrls', '스트리밍 링크'],
] as const;

function stringList(value: unknown, label: string): string[] {
  // A form may send one comma-separated string instead of a JSON array.
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((entry) => typeof entry !== 'string')) {
    throw badRequest('INVALID_FIELD', `${label} 목록 형식이 올바르지 않습니다.`);
  }
  const trimmed = (list as string[]).map((entry) => entry.trim());
  if (trimmed.length === 0 || trimmed.some((entry) => entry === '')) {
    throw badRequest('BLANK_FIELD', `${label}을(를) 빠짐없이 입력해주세요.`);
  }
  if (trimmed.length > 10)
    throw badRequest('TOO_MANY', `${label}은(는) 10개까지 입력할 수 있습니다.`);
  return trimmed;
}

/** Validates the song fields shared by valuation (row 4) and registration (row 5). */
export function parseSongInput(body: Record<string, unknown>): ValuationInput {
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (!title) throw badRequest('BLANK_TITLE', '곡 제목을 입력해주세요.');
  if (title.length > 100)
    throw badRequest('TITLE_TOO_LONG', '곡 제목은 100자 이하로 입력해주세요.');
  const [singers, composers, lyricists, streamingUrls] = LIST_FIELDS.map(([key, label]) =>
    stringList(body[key], label),
  );
  for (const url of streamingUrls) {
    if (!/^https?:\/\/\S+$/i.test(url)) {
      throw badRequest('INVALID_URL', '스트리밍 링크는 http:// 또는 https:// 로 시작해야 합니다.');
    }
  }
  if (typeof body.isRegistered !== 'boolean') {
    throw badRequest('MISSING_IS_REGISTERED', '저작권 등록 여부를 선택해주세요.');
  }
  return { title, singers, composers, lyricists, streamingUrls, isRegistered: body.isRegistered };
}

export interface NftFiles {
  image: StoredFile;
  audio: StoredFile | null;
  registrationDoc: StoredFile | null;
}

/**
 * Row 5: the copyright, its NFT (same id) and its REGISTERED contract. The server values the
 * song itself from the inputs; a client-sent ethPrice is informational only.
 */
export function registerNft(
  state: DbState,
  ownerId: number,
  input: ValuationInput,
  files: NftFiles,
  now: Date,
  rateOverrideBps?: number,
): { copyright: CopyrightRow; contract: ContractRow } {
  if (input.isRegistered && !files.registrationDoc) {
    throw badRequest('MISSING_REGISTRATION_DOC', '저작권 등록 서류를 첨부해주세요.');
  }
  const copyrightId = state.nextIds.copyright;
  state.nextIds.copyright += 1;
  const copyright: CopyrightRow = {
    copyrightId,
    nftId: copyrightId,
    ownerId,
    ...input,
    image: files.image,
    audio: files.audio,
    registrationDoc: input.isRegistered ? files.registrationDoc : null,
    wonPrice: valuate(input).wonPrice,
    rateBps: rateOverrideBps ?? interestRateBps(input.title, input.isRegistered),
    createdAt: now.toISOString(),
  };
  const contract: ContractRow = {
    contractId: state.nextIds.contract,
    copyrightId,
    borrowerId: ownerId,
    status: 'REGISTERED',
    terms: null,
    startDate: null,
    lastExpiredAt: null,
  };
  state.nextIds.contract += 1;
  state.copyrights.push(copyright);
  state.contracts.push(contract);
  return { copyright, contract };
}
