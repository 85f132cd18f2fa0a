import { http } from 'msw';
import { badRequest } from '@mocks/db/errors';
import {
  AUDIO_RULE,
  checkUpload,
  DOC_RULE,
  type FileRule,
  IMAGE_RULE,
  storedType,
  toDataUrl,
} from '@mocks/db/files';
import { valuate } from '@mocks/db/money';
import { parseSongInput, registerNft } from '@mocks/db/nfts';
import type { StoredFile } from '@mocks/db/types';
import {
  myCopyrights,
  myInvestedCopyrights,
  nftDetail,
  nftDetailByNftId,
  parseStatus,
} from '@mocks/db/views';
import { readById, readForm, readJson, route } from './respond';

const COPYRIGHT_MISSING = '저작권 정보를 찾을 수 없습니다.';

type Upload = Blob & { name?: string };

const isUpload = (value: FormDataEntryValue | null): value is File =>
  value !== null && typeof value !== 'string';

const meta = (file: Upload) => ({ name: file.name ?? '', type: file.type, size: file.size });

/** Validates one uploaded part; `keepData` false keeps only its metadata (audio is never served). */
async function storeUpload(
  rule: FileRule,
  value: FormDataEntryValue | null,
  keepData = true,
): Promise<StoredFile> {
  const file = isUpload(value) ? value : null;
  checkUpload(rule, file ? meta(file) : null);
  const upload = file as Upload;
  const type = storedType(rule, meta(upload));
  const dataUrl = keepData ? toDataUrl(type, new Uint8Array(await upload.arrayBuffer())) : null;
  return { name: upload.name ?? rule.field, type, size: upload.size, dataUrl };
}

/** The `nftCreateRequest` part: a JSON Blob per the contract, or a plain string field. */
async function readCreateRequest(form: FormData): Promise<Record<string, unknown>> {
  const part = form.get('nftCreateRequest');
  if (part === null)
    throw badRequest('MISSING_NFT_REQUEST', 'NFT 등록 정보(nftCreateRequest)가 없습니다.');
  const text = typeof part === 'string' ? part : await part.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('INVALID_NFT_REQUEST', 'NFT 등록 정보 형식이 올바르지 않습니다.');
}

export const copyrightHandlers = [
  // Rows 2 and 3: what the user issued, and what they invested in, by status.
  ...(
    [
      ['*/api/v1/me/copyrights', myCopyrights],
      ['*/api/v1/me/invest/copyrights', myInvestedCopyrights],
    ] as const
  ).map(([path, list]) =>
    http.get(
      path,
      route(({ request, state, user }) => {
        const me = user();
        const status = parseStatus(new URL(request.url).searchParams.get('status'));
        return { copyrights: list(state, me.userId, status) };
      }),
    ),
  ),

  http.post(
    '*/api/v1/copyrights/predict',
    route(async ({ request, user }) => {
      user();
      return valuate(parseSongInput(await readJson(request)));
    }),
  ),

  http.post(
    '*/api/v1/nfts',
    route(async ({ request, state, now, user }) => {
      const me = user();
      const form = await readForm(request);
      const input = parseSongInput(await readCreateRequest(form));
      const image = await storeUpload(IMAGE_RULE, form.get('image'));
      const audio = await storeUpload(AUDIO_RULE, form.get('audio'), false);
      const docPart = form.get('registrationDoc');
      const hasDoc = isUpload(docPart) && docPart.size > 0;
      if (input.isRegistered && !hasDoc) {
        throw badRequest('MISSING_REGISTRATION_DOC', '저작권 등록 서류를 첨부해주세요.');
      }
      const registrationDoc = input.isRegistered ? await storeUpload(DOC_RULE, docPart) : null;
      const { copyright } = registerNft(
        state,
        me.userId,
        input,
        { image, audio, registrationDoc },
        now,
      );
      return { copyrightId: copyright.copyrightId };
    }),
  ),

  readById('*/api/v1/copyrights/:copyrightId', 'copyrightId', COPYRIGHT_MISSING, nftDetail),
  readById('*/api/v1/nfts/:nftId', 'nftId', 'NFT 정보를 찾을 수 없습니다.', nftDetailByNftId),
];
