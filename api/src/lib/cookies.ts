import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/**
 * The session cookie: __Host- prefixed (Secure, path /, no Domain), HttpOnly, SameSite=Lax. Browsers treat
 * http://127.0.0.1 and localhost as secure contexts, so the same cookie works in local development.
 */
export const SESSION_COOKIE = '__Host-dwell_session';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: Math.max(1, Math.floor(maxAgeSeconds)),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}
