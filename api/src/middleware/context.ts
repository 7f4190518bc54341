import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';
import { readBookmarkCookie, readSessionCookie, SESSION_COOKIE, writeBookmarkCookie } from '../lib/cookies.ts';
import { costTiming, traced } from '../lib/d1-trace.ts';
import { dbOver } from '../lib/db.ts';
import { isLocalEnvironment } from '../lib/email.ts';

/** What a program sends and receives to read its own writes: D1's bookmark, as Cloudflare's examples name it. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Asks a developer's machine what the request cost D1 (lib/d1-trace.ts). */
export const TRACE_HEADER = 'x-dwell-d1-trace';
/** A bookmark is a short opaque token (hex groups); anything else is ignored rather than passed to D1. */
const BOOKMARK = /^[0-9a-zA-Z-]{1,128}$/;

/** Whether an answer signs someone in (sets a session cookie): its bookmark must follow, or the first reads
 * after signing in could reach a replica that has not seen the session yet. */
const startsSession = (res: Response) =>
  res.headers.getSetCookie().some((v) => v.startsWith(`${SESSION_COOKIE}=`) && !v.startsWith(`${SESSION_COOKIE}=;`));

/**
 * Puts the typed database on the request context, as a D1 session (read replication). A request that brings
 * a bookmark (the browser session's cookie, or a program's x-d1-bookmark header) reads from a replica at least
 * as fresh; one without reads from any replica, or starts at the primary when it writes. The session's newest
 * bookmark goes back to a program in the header and to a signed-in browser in its cookie, so everyone always
 * sees their own writes. Work outside a request (alarms, the cron, the queue consumer) uses the primary (dbFor).
 *
 * Only where D1 has replicas (D1_READ_REPLICATION = "on": deployments and the API tests). A local stack has
 * none, and there sessions cost a quarter to a third of the API's throughput (docs/scaling.md), so `npm start`,
 * e2e and the bench run without.
 */
export const dbContext = createMiddleware<AppEnv>(async (c, next) => {
  const replicated = c.env.D1_READ_REPLICATION === 'on';
  const given = replicated
    ? [c.req.header(BOOKMARK_HEADER), readBookmarkCookie(c)].find((b) => b !== undefined && BOOKMARK.test(b))
    : undefined;
  const session = replicated
    ? c.env.DB.withSession(given ?? (READS.has(c.req.method) ? 'first-unconstrained' : 'first-primary'))
    : null;
  const client = session ?? c.env.DB;
  const trace = isLocalEnvironment(c.env) && c.req.header(TRACE_HEADER) === '1' ? traced(client) : null;
  c.set('db', dbOver(trace?.client ?? client));
  await next();
  if (trace) c.header('server-timing', costTiming(trace.cost), { append: true });
  if (!session) return;
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === given) return;
  // Only to a caller who is someone: a bookmark tells how far the database has come, nothing an anonymous
  // caller needs (and two anonymous answers must not differ by it: enumeration.test.ts).
  if (c.req.header('authorization') !== undefined) c.header(BOOKMARK_HEADER, bookmark);
  else if (readSessionCookie(c) !== undefined || startsSession(c.res)) writeBookmarkCookie(c, bookmark);
});
