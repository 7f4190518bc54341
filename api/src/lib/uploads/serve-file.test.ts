import { describe, expect, it } from 'vitest';
import { contentDisposition } from './serve-file.ts';

describe('contentDisposition (RFC 6266)', () => {
  it('keeps a plain name as it is in both parameters', () => {
    expect(contentDisposition('attachment', 'BOL-4471.pdf')).toBe(
      `attachment; filename="BOL-4471.pdf"; filename*=UTF-8''BOL-4471.pdf`,
    );
  });

  it('replaces what a quoted string cannot hold in the fallback and percent-encodes the exact name', () => {
    expect(contentDisposition('attachment', 'Über "Dock"\\5 (copy)*.png')).toBe(
      `attachment; filename="_ber _Dock__5 (copy)*.png"; filename*=UTF-8''%C3%9Cber%20%22Dock%22%5C5%20%28copy%29%2A.png`,
    );
    expect(contentDisposition('inline', "O'Hare 日本.jpg")).toBe(
      `inline; filename="O'Hare __.jpg"; filename*=UTF-8''O%27Hare%20%E6%97%A5%E6%9C%AC.jpg`,
    );
  });
});
