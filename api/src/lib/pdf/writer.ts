import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { drawable, type Fonts } from './fonts.ts';

/** US Letter in points, and the margins every generated page keeps. */
export const PAGE = { width: 612, height: 792, left: 56, right: 556, top: 742, bottom: 56 } as const;
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.42, 0.48);

export interface LineOptions {
  size?: number;
  bold?: boolean;
  x?: number;
  muted?: boolean;
  gap?: number;
}

/**
 * The lines a text takes within a width: broken between words, and inside a word only when the word alone is
 * wider (a long file name or fingerprint), so nothing runs off the page.
 */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const char of word) {
      if (line !== '' && !fits(line + char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  lines.push(line);
  return lines;
}

/** Writes lines down US Letter pages, wrapping long ones and starting a new page when the next would not fit. */
export class Writer {
  y: number = PAGE.top;
  page: PDFPage;
  constructor(
    private pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }
  /** Starts a new page unless `height` points still fit on this one: for lines that belong together. */
  fit(height: number) {
    if (this.y - height >= PAGE.bottom) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.top;
  }
  /** Draws one text at a place on the current page, as the font can show it. */
  draw(text: string, x: number, options: LineOptions = {}) {
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const size = options.size ?? 10;
    this.page.drawText(drawable(font, text), { x, y: this.y, size, font, color: options.muted ? MUTED : INK });
  }
  /** A text from the left margin (or `x`), wrapped within the right one. */
  line(text: string, options: LineOptions = {}) {
    const size = options.size ?? 10;
    const x = options.x ?? PAGE.left;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const part of wrap(font, drawable(font, text), size, PAGE.right - x)) {
      this.fit(size);
      this.draw(part, x, options);
      this.y -= options.gap ?? size + 5;
    }
  }
  /** A bold label and its value in a column beside it; a long value wraps within that column. */
  pair(label: string, value: string) {
    const x = 200;
    const { regular } = this.fonts;
    this.fit(10);
    this.draw(label, PAGE.left, { bold: true });
    for (const [i, part] of wrap(regular, drawable(regular, value), 10, PAGE.right - x).entries()) {
      if (i > 0) this.fit(10);
      this.draw(part, x);
      this.y -= 15;
    }
  }
  space(points = 10) {
    this.y -= points;
  }
}

/** A footer on every page: what the document is and 'Page n of N', so a printed packet can be checked complete. */
export function numberPages(pdf: PDFDocument, font: PDFFont, label: string) {
  const pages = pdf.getPages();
  for (const [i, page] of pages.entries()) {
    const text = drawable(font, `${label}  |  Page ${i + 1} of ${pages.length}`);
    page.drawText(text, { x: PAGE.left, y: 32, size: 8, font, color: MUTED });
  }
}
