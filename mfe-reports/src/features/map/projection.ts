import { geoAlbersUsa } from 'd3-geo';

/** The map's frame: d3's standard 960×600 Albers USA (lower 48, Alaska and Hawaii inset). */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;

/**
 * The one projection of the map, used at build time for the states' outlines and in the browser for the
 * stops' dots, so both land on the same spot.
 */
export function usProjection() {
  return geoAlbersUsa()
    .scale(1280)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
}
