import { safeImageUrl } from '@/shared/lib/safe-url';

// A cover's address, as the CSP's img-src would let it load (jsdom: the page is http://localhost).
describe('safeImageUrl', () => {
  it('keeps an address the page may load as an image', () => {
    for (const ok of [
      'https://cdn.example.com/c.jpg',
      'data:image/jpeg;base64,AAAA',
      'data:image/svg+xml,%3Csvg%3E',
      '/covers/1.jpg',
      `${window.location.origin}/covers/1.jpg`,
      'blob:http://localhost/1234',
    ])
      expect(safeImageUrl(ok)).toBe(ok);
  });

  it('turns anything else into no image', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'http://other.example/c.jpg',
      '//other.example/c.jpg',
      'cover.jpg',
      '',
      null,
      undefined,
    ])
      expect(safeImageUrl(bad)).toBeNull();
  });
});
