/** Inflates a zlib (FlateDecode) stream. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The text a PDF made by pdf-lib with a standard font draws: every hex string shown by Tj, in order. Enough
 * to assert what an invoice says without a full PDF reader.
 */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const raw = new TextDecoder('latin1').decode(pdf);
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const dict = raw.slice(raw.lastIndexOf('<<', match.index), match.index);
    const length = Number(dict.match(/\/Length (\d+)/)?.[1] ?? raw.indexOf('endstream', start) - start);
    const body = pdf.subarray(start, start + length);
    const content = dict.includes('/FlateDecode') ? await inflate(body).catch(() => new Uint8Array()) : body;
    const text = new TextDecoder('latin1').decode(content);
    for (const shown of text.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = shown[1] ?? '';
      let line = '';
      for (let i = 0; i < hex.length; i += 2) line += String.fromCharCode(Number.parseInt(hex.slice(i, i + 2), 16));
      lines.push(line);
    }
  }
  return lines;
}
