import { useEffect, useState } from 'react';
import type { Fix } from './prompt-state.ts';

/**
 * The phone's position while the app is open, only where the user already allowed location (in the New
 * event form, or the browser's settings): never a permission popup on a page load. Null until a fix arrives.
 */
export function useWatchedPosition(): Fix | null {
  const [fix, setFix] = useState<Fix | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.permissions) return;
    let watch: number | null = null;
    let stopped = false;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((status) => {
        if (stopped || status.state !== 'granted') return;
        watch = navigator.geolocation.watchPosition(
          (p) =>
            setFix({
              lat: Math.round(p.coords.latitude * 1e6) / 1e6,
              lng: Math.round(p.coords.longitude * 1e6) / 1e6,
              accuracyM: Math.round(p.coords.accuracy),
              at: p.timestamp,
            }),
          // No fix (indoors, switched off): nothing is offered, the manual way stays.
          () => undefined,
          { enableHighAccuracy: true, maximumAge: 30_000 },
        );
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      if (watch !== null) navigator.geolocation.clearWatch(watch);
    };
  }, []);
  return fix;
}
