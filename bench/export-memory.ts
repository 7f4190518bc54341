/**
 * npm run bench:export: proves the /api/v1 export streams. Loads two companies (10,000 and 100,000 events) into
 * a fresh local D1, gives each an API key, starts the worker and exports each company as CSV and JSON while
 * sampling the resident memory of the workerd process. A streamed export's peak stays flat as rows grow tenfold;
 * one that built the file in memory would grow with it. Writes bench/results/export-memory.json.
 * `BENCH_EXPORT_SIZES=1000,10000` runs smaller sizes (a quick check).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newId } from '@dwell/core/ids';
import { hashPassword } from '@dwell/core/server/password';
import { hashSecret, randomSecret } from '@dwell/core/server/tokens';
import { buildAll } from '../scripts/build.mjs';
import { ROOT } from '../scripts/lib.mjs';
import { startStack } from '../scripts/stack.mjs';
import { type BenchCompany, generateFleet } from './generate.ts';
import { withLoader } from './loader.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8821);
const LOADER_PORT = Number(process.env.BENCH_LOADER_PORT ?? 8822);
const SIZES = (process.env.BENCH_EXPORT_SIZES ?? '10000,100000').split(',').map(Number);

const fleet: BenchCompany[] = SIZES.map((events) => ({
  id: `bexp${events}`,
  ownerId: `bexp${events}_owner`,
  email: `bexp${events}@bench.test`,
  events,
}));
/** One key per company: `dwk_<20 chars>_<40 chars>`, stored as the app stores it (SHA-256 of the secret). */
const keys = fleet.map((c) => {
  const id = newId('apk');
  const secret = randomSecret();
  return { company: c, id, token: `dwk_${id.slice(4)}_${secret}`, hash: hashSecret(secret) };
});

async function prepare(persistTo: string): Promise<void> {
  await withLoader(
    persistTo,
    async (loader) => {
      await generateFleet(loader, fleet, await hashPassword('BenchPass!2026'));
      const now = Date.now();
      await loader.insert(
        'api_keys',
        ['id', 'company_id', 'created_by', 'name', 'scopes', 'secret_hash', 'created_at'],
        keys.map((k) => [k.id, k.company.id, k.company.ownerId, 'Bench export', '["events:read"]', k.hash, now]),
      );
    },
    LOADER_PORT,
  );
}

/** Resident set size (kB) of every workerd process in the stack's process group. */
function workerdRssKb(group: number): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group || !stat.includes('(workerd)')) continue;
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return total;
}

interface Run {
  events: number;
  format: 'csv' | 'json';
  rows: number;
  mb: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
}

/** Exports one company, reading the body chunk by chunk (never held whole) while sampling workerd's memory. */
async function exportOnce(url: string, group: number, key: (typeof keys)[number], format: 'csv' | 'json') {
  const baseline = workerdRssKb(group);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, workerdRssKb(group));
  }, 25);
  const started = performance.now();
  const res = await fetch(`${url}/api/v1/events/export?format=${format}`, {
    headers: { authorization: `Bearer ${key.token}` },
  });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let separators = 0;
  const needle = format === 'csv' ? 10 : 123; // '\n' per CSV row; '{' opens each JSON event (and the wrapper)
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === needle) separators += 1;
  }
  clearInterval(sampler);
  peak = Math.max(peak, workerdRssKb(group));
  const rows = separators - 1; // the CSV header line, or the JSON wrapper object
  const run: Run = {
    events: key.company.events,
    format,
    rows,
    mb: Math.round(bytes / 10_485.76) / 100,
    seconds: Math.round(performance.now() - started) / 1000,
    baselineMb: Math.round(baseline / 10.24) / 100,
    peakMb: Math.round(peak / 10.24) / 100,
  };
  if (rows !== key.company.events) throw new Error(`exported ${rows} of ${key.company.events} events`);
  return run;
}

const persistTo = mkdtempSync(join(tmpdir(), 'dwell-bench-export-'));
if (!existsSync(join(ROOT, 'dist', 'assets', 'index.html'))) await buildAll();
const stack = await startStack({ port: PORT, persistTo, seed: false, quiet: true, prepare: () => prepare(persistTo) });
try {
  const group = stack.child.pid ?? 0;
  const runs: Run[] = [];
  // Warm-up: the first request compiles the worker and opens the database.
  await exportOnce(stack.url, group, keys[0] as (typeof keys)[number], 'csv');
  for (const key of keys)
    for (const format of ['csv', 'json'] as const) runs.push(await exportOnce(stack.url, group, key, format));
  console.table(runs);
  writeFileSync(
    join(ROOT, 'bench', 'results', 'export-memory.json'),
    `${JSON.stringify({ at: new Date().toISOString(), runs }, null, 2)}\n`,
  );
} finally {
  stack.stop();
  rmSync(persistTo, { recursive: true, force: true });
}
