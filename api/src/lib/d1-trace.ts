/**
 * What a request costs D1, for the capacity model (docs/scaling.md): on a developer's machine a request that
 * sends `x-dwell-d1-trace: 1` runs its D1 (or D1 session) through this recorder, and the answer's Server-Timing says
 * how many statements it ran and how many rows they read and wrote, as D1 counts them (meta.rows_read and
 * rows_written). A select drizzle reads with raw() (which carries no meta) is counted by one extra all() of
 * the same statement; writes are never run twice. Never used in a deployment.
 */
export interface D1Cost {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

type Meta = { rows_read?: number; rows_written?: number };

export const newCost = (): D1Cost => ({ statements: 0, rowsRead: 0, rowsWritten: 0 });

/** The client counting what it runs into cost (one cost may count a request's databases together). */
export function traced<C extends D1Database | D1DatabaseSession>(client: C, cost: D1Cost): C {
  const count = (meta: Meta | undefined) => {
    cost.statements += 1;
    cost.rowsRead += meta?.rows_read ?? 0;
    cost.rowsWritten += meta?.rows_written ?? 0;
  };
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const statement = (stmt: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        if (prop === 'all' || prop === 'run')
          return async () => {
            const result = await target.all();
            count(result.meta as Meta);
            return result;
          };
        if (prop === 'raw')
          return async (options?: { columnNames?: boolean }) => {
            if (/^\s*(select|with)\b/i.test(sql)) count((await target.all()).meta as Meta);
            else cost.statements += 1;
            return target.raw(options as { columnNames?: false });
          };
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    realOf.set(proxy, stmt);
    return proxy;
  };
  const recording = new Proxy(client, {
    get(target, prop) {
      if (prop === 'prepare') return (sql: string) => statement(target.prepare(sql), sql);
      if (prop === 'batch')
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((s) => realOf.get(s) ?? s));
          for (const result of results) count(result.meta as Meta);
          return results;
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return recording;
}

/** The Server-Timing entry of a request's D1 cost. */
export const costTiming = (cost: D1Cost) =>
  `d1;desc="${cost.statements} statements, ${cost.rowsRead} rows read, ${cost.rowsWritten} rows written"`;
