/// <reference path="./font-files.d.ts" />
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import boldFile from '../../../assets/fonts/Arimo-Bold.ttf';
import regularFile from '../../../assets/fonts/Arimo-Regular.ttf';

/** The two weights every generated PDF writes with. */
export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Embeds Arimo regular and bold (SIL Open Font License, api/assets/fonts): Latin with its accents and Polish,
 * Nordic and Baltic letters, Greek and Cyrillic, so names print as they are written. Only the glyphs the document
 * draws are embedded, which keeps an invoice to a few kilobytes of font.
 */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(regularFile, { subset: true }),
    pdf.embedFont(boldFile, { subset: true }),
  ]);
  return { regular, bold };
}

const coverage = new WeakMap<PDFFont, Set<number>>();

// Zero-width joiners, variation selectors and the like: invisible, so dropping them loses nothing.
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0xfe00, 0xfe0f],
  [0xe0000, 0xe007f],
];

/**
 * The text as the font can draw it on one line: line breaks and other controls become spaces and a character the
 * font has no glyph for (an emoji, a CJK name) becomes '?', so drawing never fails and never shows an empty box.
 */
export function drawable(font: PDFFont, text: string): string {
  let glyphs = coverage.get(font);
  if (!glyphs) {
    glyphs = new Set(font.getCharacterSet());
    coverage.set(font, glyphs);
  }
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (INVISIBLE.some(([from, to]) => code >= from && code <= to)) continue;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += glyphs.has(code) ? char : '?';
  }
  return out;
}
