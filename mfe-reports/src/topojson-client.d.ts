// topojson-client ships no types and @types/topojson-client is not installed: the one function used here.
declare module 'topojson-client' {
  import type { FeatureCollection, Geometry } from 'geojson';
  export function feature(topology: unknown, object: unknown): FeatureCollection<Geometry, { name?: string }>;
}
