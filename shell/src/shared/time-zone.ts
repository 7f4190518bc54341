import { TIME_ZONE_COOKIE } from '@dwell/core/prerender';

/**
 * Tells the worker this browser's time zone, for the screens it draws into later pages (their dates are printed
 * in it): a cookie of the page's origin, kept a year, written only when the zone is new or has changed.
 */
export function rememberTimeZone(zone: string): void {
  const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!zone || document.cookie.split('; ').includes(cookie)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and an encoded value, once per zone; the Cookie Store API is not in every browser Dwell supports.
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
}
