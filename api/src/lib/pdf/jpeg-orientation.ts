/**
 * A phone stores a photo as its sensor saw it and records in EXIF how to turn it upright; a PDF draws the stored
 * pixels, so a portrait dock photo would lie on its side unless the drawing applies that orientation.
 */

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // 'Exif\0\0'
const ORIENTATION_TAG = 0x0112;

/** The EXIF orientation (1 to 8) of a JPEG, 1 (as stored) when it has none or the metadata cannot be read. */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2; // after the SOI marker
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    // Metadata segments come before the image data (SOS, 0xDA); nothing after it is metadata.
    if (marker === 0xda || length < 2) return 1;
    if (marker === 0xe1 && EXIF_HEADER.every((b, i) => bytes[at + 4 + i] === b)) {
      return tiffOrientation(view, at + 10, Math.min(at + 2 + length, bytes.length));
    }
    at += 2 + length;
  }
  return 1;
}

function tiffOrientation(view: DataView, tiff: number, end: number): number {
  if (tiff + 8 > end) return 1;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > end) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 1 && value <= 8 ? value : 1;
  }
  return 1;
}

type Corner = readonly [number, number];

// Where the stored image's top-left, top-right and bottom-left corners appear upright, in a unit square with y
// up; orientation n is entry n - 1 (EXIF: the side the stored first row and first column end up on).
const CORNERS: readonly (readonly [Corner, Corner, Corner])[] = [
  [
    [0, 1],
    [1, 1],
    [0, 0],
  ],
  [
    [1, 1],
    [0, 1],
    [1, 0],
  ],
  [
    [1, 0],
    [0, 0],
    [1, 1],
  ],
  [
    [0, 0],
    [1, 0],
    [0, 1],
  ],
  [
    [0, 1],
    [0, 0],
    [1, 1],
  ],
  [
    [1, 1],
    [1, 0],
    [0, 1],
  ],
  [
    [1, 0],
    [1, 1],
    [0, 0],
  ],
  [
    [0, 0],
    [0, 1],
    [1, 0],
  ],
];

/** Whether the orientation turns the image a quarter, so its upright width is its stored height. */
export const swapsSides = (orientation: number) => orientation >= 5 && orientation <= 8;

/**
 * The PDF transformation (a b c d e f) that draws an image XObject (the unit square) upright into the box at
 * (x, y) of the given upright width and height.
 */
export function uprightMatrix(
  orientation: number,
  box: { x: number; y: number; width: number; height: number },
): [number, number, number, number, number, number] {
  const [topLeft, topRight, bottomLeft] = CORNERS[orientation - 1] ?? (CORNERS[0] as (typeof CORNERS)[number]);
  const { x, y, width: w, height: h } = box;
  return [
    w * (topRight[0] - topLeft[0]),
    h * (topRight[1] - topLeft[1]),
    w * (topLeft[0] - bottomLeft[0]),
    h * (topLeft[1] - bottomLeft[1]),
    x + w * bottomLeft[0],
    y + h * bottomLeft[1],
  ];
}
