// Pads every glyph of a TrueType font to an even number of bytes, in place:
//   node scripts/pad-font-glyphs.mjs api/assets/fonts/Arimo-Regular.ttf [...]
//
// Why: pdf-lib subsets a font with fontkit, whose subset writes the short `loca` format (offsets halved) whenever
// the glyph data is under 128 KB, so a glyph of odd length shifts every later glyph and the PDF shows blanks.
// Fonts built by Google's tools (Arimo, Noto) store glyphs unpadded; padding them changes no outline or metric.
import { readFileSync, writeFileSync } from 'node:fs';

const align4 = (n) => (n + 3) & ~3;

function checksum(bytes) {
  const padded = new Uint8Array(align4(bytes.length));
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

/** The font's tables by tag, as copies of their bytes, in the order of its directory. */
function tablesOf(font) {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    tables.set(tag, font.slice(offset, offset + view.getUint32(at + 12)));
  }
  return { sfntVersion: view.getUint32(0), tables };
}

/** The glyf table with every glyph padded to even length, and its loca in the long format. */
function padGlyphs(tables) {
  const head = new DataView(tables.get('head').buffer);
  const numGlyphs = new DataView(tables.get('maxp').buffer).getUint16(4);
  const loca = new DataView(tables.get('loca').buffer);
  const long = head.getInt16(50) === 1;
  const offset = (gid) => (long ? loca.getUint32(gid * 4) : loca.getUint16(gid * 2) * 2);
  const glyf = tables.get('glyf');
  const parts = [];
  const newLoca = new DataView(new ArrayBuffer((numGlyphs + 1) * 4));
  let at = 0;
  for (let gid = 0; gid < numGlyphs; gid++) {
    const glyph = glyf.subarray(offset(gid), offset(gid + 1));
    newLoca.setUint32(gid * 4, at);
    parts.push(glyph);
    if (glyph.length % 2 === 1) parts.push(new Uint8Array(1));
    at += glyph.length + (glyph.length % 2);
  }
  newLoca.setUint32(numGlyphs * 4, at);
  const newGlyf = new Uint8Array(at);
  let pos = 0;
  for (const part of parts) {
    newGlyf.set(part, pos);
    pos += part.length;
  }
  head.setInt16(50, 1);
  tables.set('glyf', newGlyf);
  tables.set('loca', new Uint8Array(newLoca.buffer));
}

/** The font file of the tables, with its directory, checksums and head.checkSumAdjustment recomputed. */
function fontFile(sfntVersion, tables) {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const size = tags.reduce((n, tag) => n + align4(tables.get(tag).length), headerLength);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(tags.length));
  view.setUint32(0, sfntVersion);
  view.setUint16(4, tags.length);
  view.setUint16(6, 2 ** entrySelector * 16);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tags.length * 16 - 2 ** entrySelector * 16);
  new DataView(tables.get('head').buffer).setUint32(8, 0);
  let offset = headerLength;
  for (const [i, tag] of tags.entries()) {
    const bytes = tables.get(tag);
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c++) view.setUint8(at + c, tag.charCodeAt(c));
    view.setUint32(at + 4, checksum(bytes));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, bytes.length);
    out.set(bytes, offset);
    offset += align4(bytes.length);
  }
  const headAt = view.getUint32(12 + tags.indexOf('head') * 16 + 8);
  view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

for (const path of process.argv.slice(2)) {
  const { sfntVersion, tables } = tablesOf(new Uint8Array(readFileSync(path)));
  padGlyphs(tables);
  writeFileSync(path, fontFile(sfntVersion, tables));
  console.log(`padded: ${path}`);
}
