import { describe, expect, it } from 'vitest';
import { jpegPhoto } from '../../../test/fixtures/images.ts';
import { jpegOrientation, swapsSides, uprightMatrix } from './jpeg-orientation.ts';

/** Where the matrix puts a point of the unit square (the stored image, y up). */
const place = (
  [a, b, c, d, e, f]: readonly [number, number, number, number, number, number],
  [u, v]: [number, number],
) => [a * u + c * v + e, b * u + d * v + f];

describe('a JPEG photo drawn upright', () => {
  it('reads the EXIF orientation the camera wrote, and 1 without one or from broken metadata', () => {
    for (const n of [1, 3, 6, 8]) expect(jpegOrientation(jpegPhoto(n))).toBe(n);
    expect(jpegOrientation(jpegPhoto())).toBe(1);
    expect(jpegOrientation(jpegPhoto(9))).toBe(1);
    const cut = jpegPhoto(6).subarray(0, 20);
    expect(jpegOrientation(cut)).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 1]))).toBe(1);
  });

  it('turns a photo stored sideways (orientation 6) a quarter clockwise into its box', () => {
    const box = { x: 100, y: 200, width: 40, height: 60 };
    expect(swapsSides(6)).toBe(true);
    const m = uprightMatrix(6, box);
    // The stored top-left corner shows at the box's top right, the stored bottom-left at its top left.
    expect(place(m, [0, 1])).toEqual([140, 260]);
    expect(place(m, [0, 0])).toEqual([100, 260]);
    expect(place(m, [1, 1])).toEqual([140, 200]);
    expect(uprightMatrix(1, box)).toEqual([40, 0, 0, 60, 100, 200]);
    expect(place(uprightMatrix(3, box), [0, 1])).toEqual([140, 200]);
    expect(place(uprightMatrix(8, box), [0, 1])).toEqual([100, 200]);
  });
});
