import { hasExtension } from '@/shared/lib/files';

const MB = 1024 * 1024;

/** What each picker accepts (spec §5) and the server's size limits (demo backend: mocks/db/files.ts). */
export interface PickRule {
  label: string;
  /** The label with its topic particle ('음원은', '서류는'). */
  topic: string;
  /** The input's accept attribute, exactly as spec §5 lists the extensions. */
  accept: string;
  extensions: readonly string[];
  mimeTypes: readonly string[];
  formats: string;
  /** Checked on what will be stored and sent (after an image is downscaled). */
  maxBytes: number;
}

export const COPYRIGHT_RULE: PickRule = {
  label: '저작권 등록 서류',
  topic: '저작권 등록 서류는',
  accept: '.pdf,.jpg,.png',
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/jpg', 'image/png'],
  formats: 'PDF, JPG, PNG',
  maxBytes: 5 * MB,
};

export const AUDIO_RULE: PickRule = {
  label: '음원',
  topic: '음원은',
  accept: '.mp3',
  extensions: ['mp3'],
  mimeTypes: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'],
  formats: 'MP3',
  maxBytes: 30 * MB,
};

export const IMAGE_RULE: PickRule = {
  label: '표지 이미지',
  topic: '표지 이미지는',
  accept: '.jpeg,.jpg,.png',
  extensions: ['jpeg', 'jpg', 'png'],
  mimeTypes: ['image/jpeg', 'image/jpg', 'image/png'],
  // The picked photo is only the crop's source: it is downscaled, and the crop is what is sent.
  formats: 'JPEG, JPG, PNG',
  maxBytes: 50 * MB,
};

const GENERIC_TYPES = ['', 'application/octet-stream'];

/** A Korean reason the file cannot be used, or null. The MIME type decides when the browser sent one. */
export function fileProblem(
  rule: PickRule,
  file: { name: string; type: string; size: number },
): string | null {
  const type = file.type.toLowerCase();
  const accepted = GENERIC_TYPES.includes(type)
    ? hasExtension(file.name, rule.extensions)
    : rule.mimeTypes.includes(type) && hasExtension(file.name, rule.extensions);
  if (!accepted) return `${rule.topic} ${rule.formats} 파일만 올릴 수 있어요.`;
  if (file.size === 0) return `빈 파일이에요. 다른 ${rule.label} 파일을 선택해주세요.`;
  if (file.size > rule.maxBytes) {
    return `${rule.topic} ${rule.maxBytes / MB}MB 이하만 올릴 수 있어요.`;
  }
  return null;
}
