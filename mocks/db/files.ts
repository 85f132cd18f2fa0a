import { badRequest } from './errors';

/** Accepted uploads (spec §5): image jpeg/jpg/png, audio mp3, copyright document pdf/jpg/png. */
export interface FileRule {
  field: string;
  label: string;
  mimeTypes: readonly string[];
  extensions: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;

export const IMAGE_RULE: FileRule = {
  field: 'image',
  label: '이미지',
  mimeTypes: ['image/jpeg', 'image/jpg', 'image/png'],
  extensions: ['jpeg', 'jpg', 'png'],
  maxBytes: 5 * MB,
};
export const AUDIO_RULE: FileRule = {
  field: 'audio',
  label: '음원',
  mimeTypes: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'],
  extensions: ['mp3'],
  maxBytes: 30 * MB,
};
export const DOC_RULE: FileRule = {
  field: 'registrationDoc',
  label: '저작권 등록 서류',
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'],
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxBytes: 5 * MB,
};

const GENERIC_TYPES = ['', 'application/octet-stream'];

export interface UploadMeta {
  name: string;
  type: string;
  size: number;
}

/**
 * A declared MIME type decides; only when the browser sent none (or a generic one) does the file
 * name's extension. A cropped image sent as a Blob named "blob" with type image/jpeg passes.
 */
export function checkUpload(rule: FileRule, file: UploadMeta | null): void {
  if (!file) throw badRequest('MISSING_FILE', `${rule.label} 파일을 첨부해주세요.`);
  const type = file.type.toLowerCase().split(';')[0].trim();
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const accepted = GENERIC_TYPES.includes(type)
    ? rule.extensions.includes(extension)
    : rule.mimeTypes.includes(type);
  if (!accepted) {
    throw badRequest(
      'INVALID_FILE_TYPE',
      `${rule.label} 파일은 ${rule.extensions.join(', ')} 형식만 올릴 수 있습니다.`,
    );
  }
  if (file.size === 0) throw badRequest('EMPTY_FILE', `${rule.label} 파일이 비어 있습니다.`);
  if (file.size > rule.maxBytes) {
    throw badRequest(
      'FILE_TOO_LARGE',
      `${rule.label} 파일은 ${rule.maxBytes / MB}MB 이하만 올릴 수 있습니다.`,
    );
  }
}

/** The MIME type stored with a file, so a data URL renders even when the upload had none. */
export function storedType(rule: FileRule, file: UploadMeta): string {
  const type = file.type.toLowerCase().split(';')[0].trim();
  if (!GENERIC_TYPES.includes(type)) return type === 'image/jpg' ? 'image/jpeg' : type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (extension === 'pdf') return 'application/pdf';
  if (extension === 'png') return 'image/png';
  if (extension === 'mp3') return 'audio/mpeg';
  return rule === AUDIO_RULE ? 'audio/mpeg' : 'image/jpeg';
}

/** base64 without Buffer, so the same code runs in the browser, Jest and Node. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export const toDataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${bytesToBase64(bytes)}`;
