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

/**
 * The D1 bookmark of a browser session: the newest state of the database it has seen, so its next reads go
 * to a replica at least that fresh (it reads its own writes). A browser-session cookie with the session
 * cookie's flags; it holds no secret, and a forged one can only make reads wait for a fresher replica.
 */
export const BOOKMARK_COOKIE = '__Host-dwell_d1';

export const readBookmarkCookie = (c: Context): string | undefined => getCookie(c, BOOKMARK_COOKIE);

export function writeBookmarkCookie(c: Context, bookmark: string): void {
  setCookie(c, BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true });
}
