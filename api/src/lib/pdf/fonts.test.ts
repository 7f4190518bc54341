import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import regularFile from '../../../assets/fonts/Arimo-Regular.ttf';
import { embeddedFonts } from '../../../test/fixtures/pdf.ts';
import { drawable, embedFonts } from './fonts.ts';
import { wrap } from './writer.ts';

const NAMES = 'Detention Invoice Café Nørd Łódź Logistik Ærø Fisk Москва Ελλάδα';

const outlines = (glyphs: fontkit.Glyph[]) => new Set(glyphs.map((g) => g.path.toSVG()).filter((svg) => svg !== ''));

describe('the invoice font', () => {
  it('embeds a subset whose glyphs are the very outlines of the bundled font', async () => {
    const pdf = await PDFDocument.create();
    const { regular } = await embedFonts(pdf);
    pdf.addPage().drawText(drawable(regular, NAMES), { x: 20, y: 700, size: 12, font: regular });
    const [embedded] = embeddedFonts(await PDFDocument.load(await pdf.save()));
    const subset = fontkit.create(embedded?.program ?? new Uint8Array());
    const original = fontkit.create(new Uint8Array(regularFile));
    const used = [...new Set(NAMES)].map((char) => original.glyphForCodePoint(char.codePointAt(0) ?? 0));
    const glyphs = Array.from({ length: subset.numGlyphs }, (_, gid) => subset.getGlyph(gid));
    // Accented letters also bring their parts (base letter, accent) into the subset: every drawn outline must be there.
    const kept = outlines(glyphs);
    expect(used.length).toBeGreaterThan(30);
    expect([...outlines(used)].filter((svg) => !kept.has(svg))).toEqual([]);
  });

  it('prints what it has glyphs for and a question mark for the rest, on one line', async () => {
    const pdf = await PDFDocument.create();
    const { regular, bold } = await embedFonts(pdf);
    for (const font of [regular, bold]) {
      expect(drawable(font, NAMES)).toBe(NAMES);
      expect(drawable(font, 'Dock 🚚 中 done')).toBe('Dock ? ? done');
      expect(drawable(font, 'line one\nline\ttwo')).toBe('line one line two');
      // Invisible joiners and variation selectors vanish instead of becoming '?'.
      expect(drawable(font, 'ok\u200d\ufe0f!')).toBe('ok!');
    }
  });

  it('wraps a long text between words, and inside a word only when the word alone is too wide', async () => {
    const pdf = await PDFDocument.create();
    const { regular } = await embedFonts(pdf);
    const width = 200;
    const words = wrap(regular, 'Shipper and receiver facilities of the Łódź Logistik network in Poland', 10, width);
    expect(words.length).toBeGreaterThan(1);
    expect(words.join(' ')).toBe('Shipper and receiver facilities of the Łódź Logistik network in Poland');
    const hash = wrap(regular, 'f'.repeat(40) + '0123456789'.repeat(10), 10, width);
    expect(hash.join('')).toBe('f'.repeat(40) + '0123456789'.repeat(10));
    for (const line of [...words, ...hash]) expect(regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
  });
});
