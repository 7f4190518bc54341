/** The map's frame: d3's standard 960×600 Albers USA (lower 48, Alaska and Hawaii inset). */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;
/** The lower 48's scale in that frame (d3's `geoAlbersUsa().scale`). */
export const MAP_SCALE = 1280;

const RADIANS = Math.PI / 180;
const EPSILON = 1e-6;

type Point = [x: number, y: number];

interface ConicPart {
  /** The meridian turned to the middle, and the point the part is centred on (degrees, after turning). */
  rotate: number;
  center: Point;
  parallels: Point;
  scale: number;
  /** Where the centre lands, and the box the part may draw in; both in the frame's pixels. */
  translate: Point;
  extent: [Point, Point];
}

/**
 * A conic equal-area projection of one part (d3's `geoConicEqualArea` with a rotation, centre, scale, translation
 * and clip box), for a single point: the formulas only, so the browser ships no geo library for the dots.
 */
function conicEqualArea(part: ConicPart): (lng: number, lat: number) => Point | null {
  const [phi0, phi1] = [part.parallels[0] * RADIANS, part.parallels[1] * RADIANS];
  const sinPhi0 = Math.sin(phi0);
  const n = (sinPhi0 + Math.sin(phi1)) / 2;
  const c = 1 + sinPhi0 * (2 * n - sinPhi0);
  const r0 = Math.sqrt(c) / n;
  const raw = (lambda: number, phi: number): Point => {
    const r = Math.sqrt(c - 2 * n * Math.sin(phi)) / n;
    return [r * Math.sin(lambda * n), r0 - r * Math.cos(lambda * n)];
  };
  const centre = raw(part.center[0] * RADIANS, part.center[1] * RADIANS);
  const [[x0, y0], [x1, y1]] = part.extent;
  return (lng, lat) => {
    let lambda = (lng + part.rotate) * RADIANS;
    if (lambda > Math.PI) lambda -= 2 * Math.PI;
    else if (lambda < -Math.PI) lambda += 2 * Math.PI;
    const [x, y] = raw(lambda, lat * RADIANS);
    const at: Point = [
      part.translate[0] + part.scale * (x - centre[0]),
      part.translate[1] - part.scale * (y - centre[1]),
    ];
    return at[0] >= x0 && at[0] <= x1 && at[1] >= y0 && at[1] <= y1 ? at : null;
  };
}

/** d3's composite Albers USA at the map's scale, part by part (its constants, in the frame's pixels). */
function albersUsa(): (lng: number, lat: number) => Point | null {
  const k = MAP_SCALE;
  const [x, y] = [MAP_WIDTH / 2, MAP_HEIGHT / 2];
  const parts = [
    conicEqualArea({
      rotate: 96,
      center: [-0.6, 38.7],
      parallels: [29.5, 45.5],
      scale: k,
      translate: [x, y],
      extent: [
        [x - 0.455 * k, y - 0.238 * k],
        [x + 0.455 * k, y + 0.238 * k],
      ],
    }),
    conicEqualArea({
      rotate: 154,
      center: [-2, 58.5],
      parallels: [55, 65],
      scale: k * 0.35,
      translate: [x - 0.307 * k, y + 0.201 * k],
      extent: [
        [x - 0.425 * k + EPSILON, y + 0.12 * k + EPSILON],
        [x - 0.214 * k - EPSILON, y + 0.234 * k - EPSILON],
      ],
    }),
    conicEqualArea({
      rotate: 157,
      center: [-3, 19.9],
      parallels: [8, 18],
      scale: k,
      translate: [x - 0.205 * k, y + 0.212 * k],
      extent: [
        [x - 0.214 * k + EPSILON, y + 0.166 * k + EPSILON],
        [x - 0.115 * k - EPSILON, y + 0.234 * k - EPSILON],
      ],
    }),
  ];
  return (lng, lat) => {
    for (const part of parts) {
      const at = part(lng, lat);
      if (at) return at;
    }
    return null;
  };
}

/**
 * Where a place lands on the map, or null off it: the projection the states' outlines were drawn with at build
 * time (d3's `geoAlbersUsa` at this scale; the unit test holds the two to the same pixels).
 */
export const projectUs: (lng: number, lat: number) => Point | null = albersUsa();
