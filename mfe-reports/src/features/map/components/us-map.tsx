import { MAP_HEIGHT, MAP_WIDTH, projectUs } from '../projection.ts';
import STATES_IMAGE from '../us-states.generated.svg';

export interface MapPoint {
  id: string;
  facilityName: string;
  driverName: string;
  lat: number;
  lng: number;
}

/**
 * The lower 48, Alaska and Hawaii (Albers USA, d3's standard 960x600 frame) with one dot per stop under way.
 * The states' outlines were projected at build time into an image (build/us-map.ts); only the dots are
 * placed here, by the same projection's formulas. Loaded in its own chunk: the map never weighs on other screens.
 */
export default function UsMap({ points, onSelect }: { points: MapPoint[]; onSelect: (id: string) => void }) {
  return (
    // A figure, not an image: the map holds one focusable dot per stop (an image may not contain controls).
    <figure aria-label="Active locations map" style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} width="100%" data-testid="us-map">
        <title>Stops under way across the United States</title>
        <image href={STATES_IMAGE} width={MAP_WIDTH} height={MAP_HEIGHT} />
        <g>
          {points.map((p) => {
            const at = projectUs(p.lng, p.lat);
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
      </svg>
    </figure>
  );
}
