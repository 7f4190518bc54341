import { AlbersUsa } from '@visx/geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import states from 'us-atlas/states-10m.json';

export interface MapPoint {
  id: string;
  facilityName: string;
  driverName: string;
  lat: number;
  lng: number;
}

const WIDTH = 960;
const HEIGHT = 600;
const STATES = feature(states, states.objects.states).features as Feature<Geometry, { name?: string }>[];

/**
 * The lower 48, Alaska and Hawaii drawn offline from us-atlas (Albers USA, d3's standard 960x600 frame)
 * with one dot per stop under way. Loaded in its own chunk: the map data never weighs on other screens.
 */
export default function UsMap({ points, onSelect }: { points: MapPoint[]; onSelect: (id: string) => void }) {
  return (
    // A figure, not an image: the map holds one focusable dot per stop (an image may not contain controls).
    <figure aria-label="Active locations map" style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" data-testid="us-map">
        <title>Stops under way across the United States</title>
        <AlbersUsa data={STATES} scale={1280} translate={[WIDTH / 2, HEIGHT / 2]}>
          {({ features, projection }) => (
            <g>
              {features.map(({ feature: f, path }) => (
                <path key={String(f.id ?? f.properties?.name)} d={path ?? ''} className="map-state" />
              ))}
              {points.map((p) => {
                const at = projection([p.lng, p.lat]);
                if (!at) return null;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an SVG dot cannot be a <button>; it is keyboard-reachable.
                  <circle
                    key={p.id}
                    cx={at[0]}
                    cy={at[1]}
                    r={9}
                    className="map-dot"
                    role="button"
                    tabIndex={0}
                    data-testid="map-dot"
                    aria-label={`${p.facilityName}, ${p.driverName}`}
                    onClick={() => onSelect(p.id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') onSelect(p.id);
                    }}
                  >
                    <title>{`${p.facilityName} · ${p.driverName}`}</title>
                  </circle>
                );
              })}
            </g>
          )}
        </AlbersUsa>
      </svg>
    </figure>
  );
}
