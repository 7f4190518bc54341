/**
 * npm run bench:capacity — the measurements behind docs/scaling.md's capacity model, on a fresh local D1:
 *  1. bytes per stop as the bench fleet stores it (event, a document every 20th stop, every index): D1's size
 *     before and after loading two companies of 20,000 stops;
 *  2. bytes per stop as people make them through the app (the event log, alerts, evidence, claims with their
 *     history): 200 stops logged through the API, a document on every 5th, a claim sent on every 10th;
 *  3. what each main route costs D1 (statements, rows read, rows written; the x-dwell-d1-trace header) on a
 *     company of 20,000 stops.
 * Writes bench/results/capacity.json.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@dwell/core/server/password';
import { ROOT } from '../scripts/lib.mjs';
import { startStack } from '../scripts/stack.mjs';
import { type BenchCompany, generateFleet } from './generate.ts';
import { withLoader } from './loader.ts';
import { ROUTES } from './routes.ts';
import { signIn } from './sign-in.ts';

const PASSWORD = 'BenchPass!2026';
const PORT = Number(process.env.BENCH_PORT ?? 8795);
const BULK = 20_000;
const LOGGED = 200;
const company = (id: string, events: number): BenchCompany => ({
  id,
  ownerId: `${id}_owner`,
  email: `${id}@bench.test`,
  events,
});
const fleet = [company('cap1', BULK), company('cap2', BULK), company('cap3', 0)];

const persistTo = mkdtempSync(join(tmpdir(), 'dwell-capacity-'));
const sizes = { empty: 0, bulk: 0, logged: 0 };

const login = (baseUrl: string, email: string) => signIn(baseUrl, email, PASSWORD);

/** Logs stops as people do: completed ones with a document on every 5th and a claim sent on every 10th. */
async function logStops(baseUrl: string, cookie: string) {
  const headers = { cookie, origin: baseUrl };
  const json = { ...headers, 'content-type': 'application/json' };
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  for (let i = 0; i < LOGGED; i++) {
    const checkIn = Date.now() - (i + 4) * 3_600_000;
    const res = await fetch(`${baseUrl}/api/events`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        facilityName: `Dock ${i % 30}`,
        facilityAddress: `Customer ${i % 10}`,
        checkInTime: checkIn,
        checkOutTime: checkIn + 200 * 60_000,
        loadNumber: `LD-${i}`,
        reason: 'dock_full',
      }),
    });
    if (res.status !== 201) throw new Error(`log stop: ${res.status} ${await res.text()}`);
    const { event } = (await res.json()) as { event: { id: string } };
    if (i % 5 === 0) {
      const up = await fetch(`${baseUrl}/api/documents?eventId=${event.id}&category=detention`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/octet-stream', 'x-file-name': `dock-${i}.png` },
        body: Buffer.concat([png, Buffer.from(String(i))]),
      });
      if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    }
    if (i % 10 === 0) {
      const made = await fetch(`${baseUrl}/api/claims`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ eventId: event.id }),
      });
      if (made.status !== 201) throw new Error(`claim: ${made.status} ${await made.text()}`);
      const { claim } = (await made.json()) as { claim: { id: string } };
      const sent = await fetch(`${baseUrl}/api/claims/${claim.id}/status`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ status: 'sent' }),
      });
      if (sent.status !== 200) throw new Error(`send claim: ${sent.status} ${await sent.text()}`);
    }
  }
}

const COST = /d1;desc="(\d+) statements, (\d+) rows read, (\d+) rows written"/;

try {
  const hash = await hashPassword(PASSWORD);
  const stack = await startStack({
    port: PORT,
    persistTo,
    quiet: true,
    seed: false,
    prepare: async () => {
      await withLoader(persistTo, async (loader) => {
        sizes.empty = await loader.size();
        await generateFleet(loader, fleet, hash);
        sizes.bulk = await loader.size();
      });
    },
  });
  const routes: { name: string; path: string; statements: number; rowsRead: number; rowsWritten: number }[] = [];
  try {
    const cap1 = await login(stack.url, 'cap1@bench.test');
    const cap2 = await login(stack.url, 'cap2@bench.test');
    const cap3 = await login(stack.url, 'cap3@bench.test');
    for (const route of ROUTES({ s01: cap1, xl: cap2, k1: cap3 })) {
      if (route.method && route.method !== 'GET') continue;
      const path = route.path.replace('bs01_', 'cap1_');
      const res = await fetch(`${stack.url}${path}`, { headers: { ...route.headers, 'x-dwell-d1-trace': '1' } });
      const m = COST.exec(res.headers.get('server-timing') ?? '');
      if (!res.ok || !m) throw new Error(`${route.name}: ${res.status} ${res.headers.get('server-timing')}`);
      routes.push({
        name: route.name,
        path,
        statements: Number(m[1]),
        rowsRead: Number(m[2]),
        rowsWritten: Number(m[3]),
      });
    }
    await logStops(stack.url, cap3);
  } finally {
    stack.stop();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await withLoader(persistTo, async (loader) => {
    sizes.logged = await loader.size();
  });
  const bulkPerStop = Math.round((sizes.bulk - sizes.empty) / (2 * BULK));
  // From the bulk load on: besides the 200 stops only the three sign-ins (a session row each) were written.
  const loggedPerStop = Math.round((sizes.logged - sizes.bulk) / LOGGED);
  const result = { measuredAt: new Date().toISOString(), sizes, bulkPerStop, loggedPerStop, routes };
  writeFileSync(join(ROOT, 'bench', 'results', 'capacity.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  rmSync(persistTo, { recursive: true, force: true });
}
