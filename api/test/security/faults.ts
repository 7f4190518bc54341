/**
 * Fault injection for D1: a binding over the real database that counts every statement it executes and
 * fails the nth one. A failing single statement rejects; a failing batch really runs with a statement that
 * errors at run time inserted in its middle, so the statements before it did execute and must be rolled back.
 *
 * Multi-step writes of later issues (event + documents + log, claim + invoice) are swept the same way: run
 * the request once with countD1() to learn how many statements it executes, then once per statement with
 * faultyD1(n), and check the invariants of api/test/security/invariants.ts after each.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../src/app.ts';

export const INJECTED = 'D1_ERROR: injected fault';
const RUNTIME_ERROR = "SELECT json('not json: injected fault')";
const EXECUTE = new Set(['run', 'all', 'first', 'raw']);

export interface FaultyD1 {
  binding: D1Database;
  /** Statements and batches executed so far. */
  executions(): number;
  /** Whether the fault was injected (the request reached the nth execution). */
  fired(): boolean;
}

/**
 * The real D1 with the nth execution (1-based) failing; 0 never fails and only counts. With `down`, every
 * execution from the nth on fails too (the database went down rather than one statement failing).
 */
export function faultyD1(failAt = 0, { down = false } = {}, real: D1Database = env.DB): FaultyD1 {
  let executions = 0;
  let fired = false;
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const failsNow = () => {
    executions += 1;
    if (failAt === 0 || executions < failAt || (executions > failAt && !down)) return false;
    fired = true;
    return true;
  };
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        const value = Reflect.get(target, prop);
        if (typeof prop === 'string' && EXECUTE.has(prop) && typeof value === 'function') {
          return (...args: unknown[]) => (failsNow() ? Promise.reject(new Error(INJECTED)) : value.apply(target, args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    realOf.set(proxy, stmt);
    return proxy;
  };
  // The database and every D1 session opened on it (the request's database is a session: read replication).
  const faulty = <T extends object>(real: T): T =>
    new Proxy(real, {
      get(target: T & D1Database, prop) {
        if (prop === 'withSession') return (constraint?: string) => faulty(target.withSession(constraint));
        if (prop === 'prepare') return (query: string) => statement(target.prepare(query));
        if (prop === 'batch') {
          return (statements: D1PreparedStatement[]) => {
            const unwrapped = statements.map((s) => realOf.get(s) ?? s);
            if (!failsNow()) return target.batch(unwrapped);
            const middle = Math.ceil(unwrapped.length / 2);
            const broken = [...unwrapped.slice(0, middle), target.prepare(RUNTIME_ERROR), ...unwrapped.slice(middle)];
            return target.batch(broken);
          };
        }
        if (prop === 'exec') {
          return (query: string) => (failsNow() ? Promise.reject(new Error(INJECTED)) : target.exec(query));
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const binding = faulty(real);
  return { binding, executions: () => executions, fired: () => fired };
}

/**
 * Sends a request to the app with the given D1 binding (and any other bindings replaced), and waits for the
 * work it does after answering, so every statement it makes is counted and can be made to fail.
 */
export async function requestWith(
  db: D1Database,
  url: string,
  init: RequestInit,
  bindings: Partial<typeof env> = {},
): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, init), { ...env, ...bindings, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** How many D1 executions a request makes: the number of fault points to sweep. */
export async function countD1(send: (db: D1Database) => Promise<Response>): Promise<number> {
  const counting = faultyD1(0);
  const res = await send(counting.binding);
  if (res.status >= 400) throw new Error(`the baseline request failed: ${res.status} ${await res.text()}`);
  return counting.executions();
}

/** The generic 500 body: no SQL, no stack, nothing of the injected error reaches the caller. */
export const GENERIC_500 = {
  error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
};

export interface HeldD1 {
  binding: D1Database;
  /** The SQL of every statement (or batch, joined by ';') that has completed, in order. */
  done: string[];
  /** Lets the held statements run. */
  release(): void;
}

/**
 * The real D1 with every statement whose SQL `holds` matches kept waiting until release() (a batch waits when
 * any of its statements matches). A request that answers while they wait did not wait for them: how long it
 * took says nothing about what they write.
 */
export function heldD1(holds: (sql: string) => boolean, real: D1Database = env.DB): HeldD1 {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done: string[] = [];
  const sqlOf = new WeakMap<object, string>();
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const run = async <T>(sql: string, held: boolean, work: () => Promise<T>): Promise<T> => {
    if (held) await gate;
    const result = await work();
    done.push(sql);
    return result;
  };
  const statement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value = Reflect.get(target, prop);
        if (typeof prop === 'string' && EXECUTE.has(prop) && typeof value === 'function') {
          return (...args: unknown[]) => run(sql, holds(sql), () => value.apply(target, args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    sqlOf.set(proxy, sql);
    realOf.set(proxy, stmt);
    return proxy;
  };
  // The database and every D1 session opened on it (the request's database is a session: read replication).
  const holding = <T extends object>(real: T): T =>
    new Proxy(real, {
      get(target: T & D1Database, prop) {
        if (prop === 'withSession') return (constraint?: string) => holding(target.withSession(constraint));
        if (prop === 'prepare') return (query: string) => statement(target.prepare(query), query);
        if (prop === 'batch') {
          return (statements: D1PreparedStatement[]) => {
            const sql = statements.map((s) => sqlOf.get(s) ?? '').join('; ');
            const held = statements.some((s) => holds(sqlOf.get(s) ?? ''));
            return run(sql, held, () => target.batch(statements.map((s) => realOf.get(s) ?? s)));
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { binding: holding(real), done, release: () => release() };
}

/**
 * A stand-in D1 (a proxy of the real one that fails some statements) as the request's D1 session too: the
 * app reads and writes through `withSession` (read replication), which must reach the stand-in's statements.
 */
export function withSessions<T extends object>(db: T): T {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'withSession') return () => withSessions(db);
      if (prop === 'getBookmark') return () => null;
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
