import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import {
  AVATAR_RULES,
  checkFileCount,
  checkUpload,
  checkUploadName,
  DOCUMENT_RULES,
  extensionFor,
  looksLikeMarkup,
  sniffType,
  UPLOAD_NAME_MESSAGES,
} from './files.ts';
import { fileLargerThan, fileSmallerThan, VALIDATION } from './messages.ts';

const bytes = (...values: number[]): Uint8Array => new Uint8Array(values);
const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const utf16le = (text: string): Uint8Array => new Uint8Array([...text].flatMap((c) => [c.charCodeAt(0), 0]));

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
const PDF = ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n');

describe('sniffType', () => {
  it('recognises PNG, JPEG and PDF by their magic bytes', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(JPEG)).toBe('image/jpeg');
    expect(sniffType(PDF)).toBe('application/pdf');
  });

  it('refuses everything else, including near misses and short heads', () => {
    expect(sniffType(ascii('GIF89a'))).toBeNull();
    expect(sniffType(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(ascii('%PDF'))).toBeNull();
    expect(sniffType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('needs the signature at the very start', () => {
    expect(sniffType(concat(ascii(' '), PDF))).toBeNull();
    expect(sniffType(concat(ascii('<html>'), PDF))).toBeNull();
  });
});

describe('looksLikeMarkup', () => {
  it('flags HTML, SVG and XML documents, case-insensitively', () => {
    for (const text of ['<!DOCTYPE html><p>x', '<HTML>', '<svg onload=alert(1)>', '<?xml version="1.0"?>', '<div>']) {
      expect(looksLikeMarkup(ascii(text))).toBe(true);
    }
  });

  it('ignores a BOM and leading whitespace before the markup', () => {
    expect(looksLikeMarkup(ascii('\ufeff  \r\n\t<a href="x">'))).toBe(true);
    expect(looksLikeMarkup(concat(bytes(0xff, 0xfe), utf16le('<p>hi</p>')))).toBe(true);
  });

  it('flags a PDF/HTML polyglot and a markup marker anywhere in the first 1024 bytes', () => {
    expect(looksLikeMarkup(concat(PDF, ascii('<ScRiPt>alert(1)</script>')))).toBe(true);
    expect(looksLikeMarkup(concat(PNG, ascii('tEXt<iframe src=//evil>')))).toBe(true);
    expect(looksLikeMarkup(concat(PDF, ascii('/URI (JavaScript:alert(1))')))).toBe(true);
    expect(looksLikeMarkup(concat(PDF, new Uint8Array(1024 - PDF.length - 6), ascii('<body>')))).toBe(true);
  });

  it('stops scanning after 1024 bytes', () => {
    expect(looksLikeMarkup(concat(PDF, new Uint8Array(1024 - PDF.length - 4), ascii('<body>')))).toBe(false);
  });

  it('passes ordinary images and PDFs, and plain text', () => {
    expect(looksLikeMarkup(PNG)).toBe(false);
    expect(looksLikeMarkup(JPEG)).toBe(false);
    expect(looksLikeMarkup(PDF)).toBe(false);
    expect(looksLikeMarkup(ascii('Bill of lading 4 < 5 > 3'))).toBe(false);
    expect(looksLikeMarkup(new Uint8Array())).toBe(false);
  });
});

describe('checkUploadName', () => {
  const refused = (name: string) => {
    const result = checkUploadName(name);
    return result.ok ? null : result.message;
  };

  it('accepts an ordinary name and trims surrounding whitespace', () => {
    expect(checkUploadName('  BOL 4471 (signed).pdf \n')).toEqual({ ok: true, name: 'BOL 4471 (signed).pdf' });
    expect(checkUploadName('reçu de livraison.jpg')).toEqual({ ok: true, name: 'reçu de livraison.jpg' });
    expect(checkUploadName('..hidden..pdf')).toEqual({ ok: true, name: '..hidden..pdf' });
  });

  it('refuses empty and blank names', () => {
    expect(refused('')).toBe(UPLOAD_NAME_MESSAGES.required);
    expect(refused('   ')).toBe(UPLOAD_NAME_MESSAGES.required);
    expect(UPLOAD_NAME_MESSAGES.required).toBe('File name is required');
  });

  it('refuses path separators and dot segments', () => {
    expect(refused('../../etc/passwd')).toBe(UPLOAD_NAME_MESSAGES.separator);
    expect(refused('folder/scan.png')).toBe(UPLOAD_NAME_MESSAGES.separator);
    expect(refused('C:\\Users\\scan.png')).toBe(UPLOAD_NAME_MESSAGES.separator);
    expect(refused('..')).toBe(UPLOAD_NAME_MESSAGES.dots);
    expect(refused(' . ')).toBe(UPLOAD_NAME_MESSAGES.dots);
  });

  it('refuses control characters, DEL and direction overrides', () => {
    expect(refused('scan\u0000.png')).toBe(UPLOAD_NAME_MESSAGES.control);
    expect(refused('scan\n2.png')).toBe(UPLOAD_NAME_MESSAGES.control);
    expect(refused('scan\u007f.png')).toBe(UPLOAD_NAME_MESSAGES.control);
    expect(refused('invoice\u202egpj.exe')).toBe(UPLOAD_NAME_MESSAGES.control);
    expect(UPLOAD_NAME_MESSAGES.control).toBe('File name must not contain control characters');
  });

  it('accepts 200 characters and refuses 201', () => {
    expect(checkUploadName(`${'a'.repeat(196)}.pdf`).ok).toBe(true);
    expect(refused(`${'a'.repeat(197)}.pdf`)).toBe('File name must be at most 200 characters');
    expect(checkUploadName(`${'🚚'.repeat(196)}.pdf`).ok).toBe(true);
  });
});

describe('upload rules', () => {
  it('allow PNG, JPEG and PDF documents and PNG or JPEG avatars, 5 MB each', () => {
    expect(DOCUMENT_RULES).toMatchObject({
      types: ['image/png', 'image/jpeg', 'application/pdf'],
      maxBytes: 5 * 1024 * 1024,
      minBytes: 1,
      maxFiles: 10,
    });
    expect(AVATAR_RULES).toMatchObject({ types: ['image/png', 'image/jpeg'], maxBytes: UPLOAD_MAX_BYTES, maxFiles: 1 });
  });
});

describe('checkUpload', () => {
  const file = (head: Uint8Array, size = 2048, name = 'scan.png') => ({ name, size, head });

  it('accepts a real PNG, JPEG or PDF document whatever its name says', () => {
    expect(checkUpload(DOCUMENT_RULES, file(PNG))).toEqual({ ok: true, type: 'image/png' });
    expect(checkUpload(DOCUMENT_RULES, file(JPEG, 10, 'photo.PNG'))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkUpload(DOCUMENT_RULES, file(PDF, 1, 'bol'))).toEqual({ ok: true, type: 'application/pdf' });
  });

  it("refuses other content with product's generic type message", () => {
    const result = checkUpload(DOCUMENT_RULES, file(ascii('GIF89a'), 100, 'scan.pdf'));
    expect(result).toEqual({
      ok: false,
      code: 'invalid_file_type',
      message: 'File type must be one of PNG, JPG, PDF',
    });
  });

  it('refuses a PDF/HTML polyglot and a .png that is really SVG', () => {
    const polyglot = concat(PDF, ascii('<html><script>fetch("/api")</script>'));
    expect(checkUpload(DOCUMENT_RULES, file(polyglot, 4096, 'bol.pdf'))).toMatchObject({ code: 'invalid_file_type' });
    const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    expect(checkUpload(DOCUMENT_RULES, file(svg, 4096, 'scan.png'))).toMatchObject({ code: 'invalid_file_type' });
  });

  it('accepts exactly 5 MB and refuses one byte more with the byte count', () => {
    expect(checkUpload(DOCUMENT_RULES, file(PDF, UPLOAD_MAX_BYTES)).ok).toBe(true);
    expect(checkUpload(DOCUMENT_RULES, file(PDF, UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      code: 'file_too_large',
      message: 'File is larger than 5242880 bytes',
    });
    expect(fileLargerThan(UPLOAD_MAX_BYTES)).toBe('File is larger than 5242880 bytes');
  });

  it('refuses an empty file', () => {
    expect(checkUpload(DOCUMENT_RULES, file(new Uint8Array(), 0))).toEqual({
      ok: false,
      code: 'file_too_small',
      message: fileSmallerThan(1),
    });
    expect(checkUpload(DOCUMENT_RULES, file(PNG, Number.NaN))).toMatchObject({ code: 'file_too_small' });
  });

  it('refuses a bad name before looking at the content', () => {
    expect(checkUpload(DOCUMENT_RULES, file(PNG, 100, '../avatar.png'))).toEqual({
      ok: false,
      code: 'invalid_name',
      message: UPLOAD_NAME_MESSAGES.separator,
    });
  });

  it('uses the avatar texts of docs/product.md#validation for avatars', () => {
    expect(checkUpload(AVATAR_RULES, file(JPEG, 100, 'me.jpeg'))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkUpload(AVATAR_RULES, file(PDF, 100, 'me.png'))).toEqual({
      ok: false,
      code: 'invalid_file_type',
      message: 'Only JPG and PNG files are allowed',
    });
    expect(checkUpload(AVATAR_RULES, file(PNG, UPLOAD_MAX_BYTES + 1))).toEqual({
      ok: false,
      code: 'file_too_large',
      message: VALIDATION.avatarTooLarge,
    });
    expect(VALIDATION.avatarTooLarge).toBe('File size must be less than 5MB');
  });
});

describe('checkFileCount', () => {
  it("allows up to maxFiles and refuses more with 'Too many files'", () => {
    expect(checkFileCount(DOCUMENT_RULES, 10)).toEqual({ ok: true });
    expect(checkFileCount(DOCUMENT_RULES, 11)).toEqual({
      ok: false,
      code: 'too_many_files',
      message: 'Too many files',
    });
    expect(checkFileCount(AVATAR_RULES, 2)).toMatchObject({ ok: false });
  });
});

describe('extensionFor', () => {
  it('names stored files by their sniffed type', () => {
    expect(extensionFor('image/png')).toBe('png');
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('application/pdf')).toBe('pdf');
  });
});
