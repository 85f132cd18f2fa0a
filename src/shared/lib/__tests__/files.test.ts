/**
 * @jest-environment <rootDir>/src/test/node-environment.cjs
 */
import {
  dataUrlByteLength,
  dataUrlMime,
  dataUrlToFile,
  downscaleImage,
  extensionForMime,
  FileReadError,
  fileStem,
  hasExtension,
  readAsDataUrl,
} from '@/shared/lib/files';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('extensionForMime (spec §3 mapping)', () => {
  it.each([
    ['image/jpeg', 'jpeg'],
    ['image/jpg', 'jpg'],
    ['image/png', 'png'],
    ['application/pdf', 'pdf'],
    ['IMAGE/PNG', 'png'],
    ['audio/mpeg', 'bin'],
    ['', 'bin'],
    ['text/plain;charset=utf-8', 'bin'],
  ])('%s → %s', (mime, extension) => {
    expect(extensionForMime(mime)).toBe(extension);
  });
});

describe('data URLs', () => {
  it('reads a file as a data URL and rebuilds the same bytes into a named File', async () => {
    const original = new File([bytes(0x25, 0x50, 0x44, 0x46, 0xff, 0x00)], 'proof.pdf', {
      type: 'application/pdf',
    });

    const dataUrl = await readAsDataUrl(original);
    expect(dataUrl).toBe('data:application/pdf;base64,JVBERv8A');
    expect(dataUrlMime(dataUrl)).toBe('application/pdf');
    expect(dataUrlByteLength(dataUrl)).toBe(6);

    const rebuilt = dataUrlToFile(dataUrl, 'proof');
    expect(rebuilt.name).toBe('proof.pdf');
    expect(rebuilt.type).toBe('application/pdf');
    expect(new Uint8Array(await rebuilt.arrayBuffer())).toEqual(
      bytes(0x25, 0x50, 0x44, 0x46, 0xff, 0x00),
    );
  });

  it('names rebuilt files by their content type', () => {
    expect(dataUrlToFile('data:image/jpeg;base64,/9g=', 'cover').name).toBe('cover.jpeg');
    expect(dataUrlToFile('data:image/jpg;base64,/9g=', 'cover').name).toBe('cover.jpg');
    expect(dataUrlToFile('data:image/png;base64,iVA=', 'scan').name).toBe('scan.png');
    expect(dataUrlToFile('data:audio/wav;base64,UklG', 'x').name).toBe('x.bin');
  });

  it('counts decoded bytes with and without padding', () => {
    expect(dataUrlByteLength('data:image/png;base64,')).toBe(0);
    expect(dataUrlByteLength('data:image/png;base64,QQ==')).toBe(1);
    expect(dataUrlByteLength('data:image/png;base64,QUI=')).toBe(2);
    expect(dataUrlByteLength('data:image/png;base64,QUJD')).toBe(3);
    expect(dataUrlByteLength('not a data url')).toBe(0);
  });

  it('refuses what is not a base64 data URL', () => {
    expect(() => dataUrlToFile('https://example.com/a.png', 'a')).toThrow(FileReadError);
    expect(() => dataUrlToFile('data:image/png;base64,@@@', 'a')).toThrow(FileReadError);
  });

  it('reports an unreadable file in Korean', async () => {
    const gone = new File([bytes(1)], 'a.png', { type: 'image/png' });
    jest.spyOn(gone, 'arrayBuffer').mockRejectedValue(new DOMException('gone', 'NotReadableError'));
    await expect(readAsDataUrl(gone)).rejects.toThrow('파일을 읽지 못했습니다');
  });
});

describe('file names', () => {
  it('splits the stem and checks extensions case-insensitively', () => {
    expect(fileStem('photo.final.JPG')).toBe('photo.final');
    expect(fileStem('.hidden')).toBe('.hidden');
    expect(fileStem('noext')).toBe('noext');
    expect(hasExtension('Song.MP3', ['mp3'])).toBe(true);
    expect(hasExtension('song.mp3.wav', ['mp3'])).toBe(false);
    expect(hasExtension('song', ['mp3'])).toBe(false);
  });
});

describe('downscaleImage', () => {
  it('returns the file untouched where the browser cannot decode images (jsdom)', async () => {
    const photo = new File([bytes(0xff, 0xd8, 0xff)], 'photo.jpg', { type: 'image/jpeg' });
    await expect(downscaleImage(photo)).resolves.toBe(photo);
  });

  it('never touches a PDF', async () => {
    const pdf = new File([bytes(0x25)], 'a.pdf', { type: 'application/pdf' });
    await expect(downscaleImage(pdf)).resolves.toBe(pdf);
  });
});
