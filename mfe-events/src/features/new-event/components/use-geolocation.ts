import { useState } from 'react';

export type GeoState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'found'; lat: number; lng: number; accuracy: number }
  | { status: 'failed'; message: string };

/** Optional browser geolocation for the check-in point: asked only when the user turns it on. */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'off' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', message: 'This browser cannot share a location.' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'found',
          lat: Math.round(position.coords.latitude * 1e6) / 1e6,
          lng: Math.round(position.coords.longitude * 1e6) / 1e6,
          accuracy: Math.round(position.coords.accuracy),
        }),
      (error) =>
        setState({
          status: 'failed',
          message:
            error.code === error.PERMISSION_DENIED
              ? 'Location permission was denied.'
              : 'The location could not be found.',
        }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return { state, locate, clear: () => setState({ status: 'off' }) };
}
