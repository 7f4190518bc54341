import { createMiddleware } from 'hono/factory';
import type { AppEnv, Db } from '../env.ts';
import { readBookmarkCookie, readSessionCookie, SESSION_COOKIE, writeBookmarkCookie } from '../lib/cookies.ts';
import { bindingOf, bookmarkOf, readBookmark } from '../lib/company-db.ts';
import { costTiming, newCost, traced } from '../lib/d1-trace.ts';
import { dbOver } from '../lib/db.ts';
import { isLocalEnvironment } from '../lib/email.ts';
import { SAFE_METHODS } from '../lib/allowed-methods.ts';

/** What a program sends and receives to read its own writes: D1's bookmark, as Cloudflare's examples name it. */
export const BOOKMARK_HEADER = 'x-d1-bookmark';
/** Asks a developer's machine what the request cost D1 (lib/d1-trace.ts). */
export const TRACE_HEADER = 'x-dwell-d1-trace';

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
    ? [c.req.header(BOOKMARK_HEADER), readBookmarkCookie(c)]
        .map((b) => (b === undefined ? null : readBookmark(b)))
        .find((b) => b != null)
    : undefined;
  const cost = isLocalEnvironment(c.env) && c.req.header(TRACE_HEADER) === '1' ? newCost() : null;
  let session: { database: string | null; d1: D1DatabaseSession } | null = null;
  const open = (database: string | null): Db => {
    const binding = bindingOf(c.env, database);
    const bookmark = given && given.database === database ? given.bookmark : undefined;
    const d1 = replicated
      ? binding.withSession(bookmark ?? (SAFE_METHODS.has(c.req.method) ? 'first-unconstrained' : 'first-primary'))
      : null;
    session = d1 ? { database, d1 } : null;
    const client = d1 ?? binding;
    return dbOver(cost ? traced(client, cost) : client);
  };
  const db = open(null);
  c.set('db', db);
  c.set('global', db);
  c.set('openDatabase', open);
  await next();
  if (cost) c.header('server-timing', costTiming(cost), { append: true });
  // The session of the request's data: the company's database once the guard moved the request there.
  const used = session as { database: string | null; d1: D1DatabaseSession } | null;
  if (!used) return;
  const raw = used.d1.getBookmark();
  const bookmark = raw ? bookmarkOf(used.database, raw) : null;
  if (!bookmark || bookmark === given?.value) return;
  // Only to a caller who is someone: a bookmark tells how far the database has come, nothing an anonymous
  // caller needs (and two anonymous answers must not differ by it: enumeration.test.ts).
  if (c.req.header('authorization') !== undefined) c.header(BOOKMARK_HEADER, bookmark);
  else if (readSessionCookie(c) !== undefined || startsSession(c.res)) writeBookmarkCookie(c, bookmark);
});
