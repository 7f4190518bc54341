import { deflateSync } from 'node:zlib';

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real RGB PNG of `rows`: height rows of one filter byte (set to 0 here) and width × 3 colour bytes.
 * `level` is zlib's (0 stores the pixels as they are, so noisy pixels make a large file).
 */
export function pngFromRows(width: number, height: number, rows: Uint8Array, level?: number): Buffer {
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, level === undefined ? {} : { level })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A small real PNG: a grey dock photo as far as any decoder is concerned. */
export function dockPhoto(width = 64, height = 48): Buffer {
  return pngFromRows(width, height, Buffer.alloc((width * 3 + 1) * height, 0x80));
}

/** Deterministic noise, so the files do not compress and an upload takes long enough to watch. */
export function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    out[i] = state >> 16;
  }
  return out;
}

/** A real PNG of noisy pixels, stored uncompressed: about width × height × 3 bytes (~120 KB by default). */
export function noisyPng(width = 200, height = 200): Buffer {
  return pngFromRows(width, height, noise((width * 3 + 1) * height, 7), 0);
}
