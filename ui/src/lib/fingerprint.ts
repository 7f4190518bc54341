/**
 * docs/product.md#constants device fingerprint: the first 32 characters of an encoding of user agent, language, screen size,
 * timezone offset, platform and cookie flag. Kept with the session record to help a user recognise devices.
 */
export function deviceFingerprint(): string {
  const facts = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}`,
    new Date().getTimezoneOffset(),
    navigator.platform,
    navigator.cookieEnabled,
  ].join('|');
  return btoa(unescape(encodeURIComponent(facts))).slice(0, 32);
}
