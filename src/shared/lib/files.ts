/**
 * Files ↔ base64 data URLs. Drafts keep files as data URLs (serializable, storable) and rebuild
 * real File objects only when they are needed (spec §3).
 */

/** A file the browser could not read (spec §8: the reader's result was not a string). */
export class FileReadError extends Error {
  constructor() {
    super('파일을 읽지 못했습니다. 다시 선택해주세요.');
    this.name = 'FileReadError';
  }
}

/** Spec §3 extension mapping: jpeg/jpg, png, pdf, anything else bin. */
export function extensionForMime(mime: string): string {
  switch (mime.toLowerCase().split(';')[0].trim()) {
    case 'image/jpeg':
      return 'jpeg';
    case 'image/jpg':
      return 'jpg';
    case 'image/png':
      return 'png';
    case 'application/pdf':
      return 'pdf';
    default:
      return 'bin';
  }
}

const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,/;

/** The MIME type a data URL declares ('' when it is not a base64 data URL). */
export function dataUrlMime(dataUrl: string): string {
  return DATA_URL.exec(dataUrl)?.[1] ?? '';
}

/** Decoded size of a base64 data URL without decoding it (for "3.00MB" labels). */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return 0;
  const length = dataUrl.length - comma - 1;
  const padding = dataUrl.endsWith('==') ? 2 : dataUrl.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((length * 3) / 4) - padding);
}

/** base64 of bytes, in chunks so a 10 MB file does not overflow the call stack. */
function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Reads a File or Blob as a data URL; rejects with FileReadError when the browser cannot (a file
 * removed or changed since it was picked, a cloud file that is not on the phone).
 */
export async function readAsDataUrl(file: Blob): Promise<string> {
  let buffer: ArrayBuffer;
  try {
    buffer = await file.arrayBuffer();
  } catch {
    throw new FileReadError();
  }
  const type = file.type.split(';')[0].trim() || 'application/octet-stream';
  return `data:${type};base64,${bytesToBase64(new Uint8Array(buffer))}`;
}

/** The name without its extension ("photo.final.JPG" → "photo.final"). */
export function fileStem(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * Rebuilds a File from a data URL. The extension follows the content's MIME type (spec §3), so a
 * PNG that was stored as "scan.jpg" comes back as "scan.png".
 */
export function dataUrlToFile(dataUrl: string, stem: string): File {
  const mime = dataUrlMime(dataUrl);
  if (!mime) throw new FileReadError();
  let binary: string;
  try {
    binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  } catch {
    throw new FileReadError();
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], `${stem}.${extensionForMime(mime)}`, { type: mime });
}

/** True when the file's extension is one of `extensions` (lowercase, without dots). */
export function hasExtension(name: string, extensions: readonly string[]): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return extensions.includes(extension);
}

/**
 * Shrinks a photo before it is stored: a 12-megapixel phone photo (6 MB, 8 MB as base64) becomes
 * at most `maxSide` px on its longest side (JPEG stays JPEG at quality 0.9, PNG stays PNG), about
 * 1 MB, so the draft stays small in storage and in memory. Returns the file unchanged when it is
 * already small enough, when it is not a JPEG/PNG, or when the browser cannot decode it here
 * (no createImageBitmap/canvas, e.g. in jsdom).
 */
export async function downscaleImage(file: File, maxSide = 2048): Promise<Blob> {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (type !== 'image/jpeg' && type !== 'image/png') return file;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1) return file;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, type === 'image/jpeg' ? 0.9 : undefined),
    );
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}
