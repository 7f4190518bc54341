/**
 * Bulk loading into the local D1 of a stack, fast: a throwaway loader Worker (bench/loader/) runs under
 * `wrangler dev` on the same persistence folder and database id as the app, receives rows in large JSON
 * chunks and writes them in D1 batches of statements with at most 100 bound parameters each.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bin, childEnv, ROOT, waitForUrl } from '../scripts/lib.mjs';

export interface Loader {
  insert(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  /** The database's size in bytes (D1's meta.size_after). */
  size(): Promise<number>;
}

/** Runs `work` with a loader on the D1 that `wrangler dev --persist-to persistTo` uses. */
export async function withLoader(
  persistTo: string,
  work: (loader: Loader) => Promise<void>,
  port = 8796,
): Promise<void> {
  const config = join(ROOT, 'bench', 'loader', 'wrangler.toml');
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '-c',
      config,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      persistTo,
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: ROOT,
      env: childEnv(),
      detached: true,
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const post = async (body: unknown) => {
    const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`loader: ${res.status} ${await res.text()}`);
    return res.json();
  };
  try {
    await waitForUrl(url, 60_000);
    await work({
      insert: async (table, columns, rows) => {
        await post({ table, columns, rows });
      },
      query: async <T>(sql: string) => (await post({ sql })) as T[],
      size: async () => ((await post({ size: true })) as { bytes: number }).bytes,
    });
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}
