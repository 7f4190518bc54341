/**
 * Signs in through the API as a browser would and answers the session's `Set-Cookie` line, attributes and all
 * (for a browser's cookie jar: bench/lighthouse.ts).
 */
export async function sessionSetCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-dwell_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return cookie;
}

/** A `Set-Cookie` line's `name=value`, as a request's Cookie header carries it. */
export const cookiePair = (setCookie: string): string => setCookie.split(';')[0] ?? '';

/** Signs in through the API as a browser would and answers the session cookie (`name=value`). */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  return cookiePair(await sessionSetCookie(baseUrl, email, password));
}

/** A `Set-Cookie` line as the DevTools protocol's cookie of `url`'s site (host-only, as the app's are). */
export function jarCookie(setCookie: string, url: string) {
  const pair = cookiePair(setCookie);
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim());
  const at = pair.indexOf('=');
  const has = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name.toLowerCase()));
  const sameSite = has('SameSite=')?.split('=')[1];
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    url,
    path: has('Path=')?.split('=')[1] ?? '/',
    secure: has('Secure') !== undefined,
    httpOnly: has('HttpOnly') !== undefined,
    ...(sameSite ? { sameSite: sameSite[0]?.toUpperCase() + sameSite.slice(1).toLowerCase() } : {}),
  };
}
