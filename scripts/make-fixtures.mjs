// Generates the real files the registration journey uploads, so nothing big is committed:
//   node scripts/make-fixtures.mjs [outDir]        (default: <os tmp>/music-lending-e2e-fixtures)
// - phone-photo.jpg: a ~6 MB, 4032×3024 photo-like JPEG (encoded by Chromium, like a phone photo)
// - copyright-certificate.pdf: a valid ~3 MB one-page PDF (text and an embedded RGB image)
// - song.mp3: a few seconds of valid MPEG-1 Layer III frames (silence)
// Files that already exist with a plausible size are kept, so repeated runs are instant.
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MB = 1024 * 1024;
export const FIXTURE_DIR = path.join(os.tmpdir(), 'music-lending-e2e-fixtures');

/** A deterministic PRNG (mulberry32), so every run makes the same bytes. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeMp3(seconds = 3) {
  // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono, no CRC: 417-byte frames of 1152 samples.
  const header = [0xff, 0xfb, 0x90, 0xc0];
  const frameLength = Math.floor((144 * 128000) / 44100);
  const frames = Math.ceil((seconds * 44100) / 1152);
  const bytes = new Uint8Array(frames * frameLength);
  for (let i = 0; i < frames; i += 1) bytes.set(header, i * frameLength);
  return Buffer.from(bytes);
}

export function makePdf(targetBytes = 3 * MB) {
  const side = Math.ceil(Math.sqrt(targetBytes / 3));
  const next = random(7);
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(next() * 256);
  const text = Buffer.from(
    'BT /F1 20 Tf 56 780 Td (Copyright registration certificate) Tj ET\n' +
      'BT /F1 12 Tf 56 756 Td (E2E fixture - music copyright lending demo) Tj ET\n' +
      'q 480 0 0 480 56 220 cm /Im1 Do Q\n',
  );
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >> >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${text.length} >>\nstream\n`),
      text,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} ` +
          `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = [];
  objects.forEach((body, index) => {
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A 12-megapixel photo-like JPEG (sky, hills, grain) encoded by Chromium's own JPEG encoder. */
export async function makePhotoJpeg(targetBytes = 6.2 * MB) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(async (target) => {
      const width = 4032;
      const height = 3024;
      // Runs in the browser page.
      // eslint-disable-next-line no-undef
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#3a6ea5');
      sky.addColorStop(0.55, '#f4c37d');
      sky.addColorStop(1, '#2f4f2f');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      let seed = 42;
      const rand = () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed / 4294967296;
      };
      for (let i = 0; i < 400; i += 1) {
        ctx.fillStyle = `hsla(${Math.floor(rand() * 360)}, 45%, ${30 + rand() * 40}%, 0.35)`;
        ctx.beginPath();
        ctx.arc(
          rand() * width,
          height * 0.4 + rand() * height * 0.6,
          40 + rand() * 400,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      const image = ctx.getImageData(0, 0, width, height);
      const data = image.data;
      let grain = 7;
      for (let i = 0; i < data.length; i += 4) {
        grain = (grain * 1103515245 + 12345) >>> 0;
        const n = ((grain >>> 16) & 63) - 32;
        data[i] += n;
        data[i + 1] += n;
        data[i + 2] += n;
      }
      ctx.putImageData(image, 0, 0);
      const encode = (quality) =>
        new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      // Finds the quality whose output lands closest to the target size.
      let low = 0.5;
      let high = 1;
      let best = await encode(0.92);
      for (let i = 0; i < 8; i += 1) {
        const quality = (low + high) / 2;
        const blob = await encode(quality);
        if (Math.abs(blob.size - target) < Math.abs(best.size - target)) best = blob;
        if (blob.size > target) high = quality;
        else low = quality;
      }
      const bytes = new Uint8Array(await best.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    }, targetBytes);
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

const plausible = (file, min) => existsSync(file) && statSync(file).size >= min;

/**
 * Written beside and renamed into place: two Playwright workers may make the fixtures at once, and
 * neither may read a file the other is halfway through writing.
 */
function writeAtomically(file, bytes) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/** Writes the three fixtures into `dir` (if missing) and returns their paths. */
export async function makeFixtures(dir = FIXTURE_DIR) {
  mkdirSync(dir, { recursive: true });
  const files = {
    photo: path.join(dir, 'phone-photo.jpg'),
    pdf: path.join(dir, 'copyright-certificate.pdf'),
    mp3: path.join(dir, 'song.mp3'),
  };
  if (!plausible(files.mp3, 10_000)) writeAtomically(files.mp3, makeMp3());
  if (!plausible(files.pdf, 2.8 * MB)) writeAtomically(files.pdf, makePdf());
  if (!plausible(files.photo, 5 * MB)) writeAtomically(files.photo, await makePhotoJpeg());
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await makeFixtures(process.argv[2] ? path.resolve(process.argv[2]) : FIXTURE_DIR);
  for (const file of Object.values(files)) {
    console.log(`${file} ${(statSync(file).size / MB).toFixed(2)} MB`);
  }
}
