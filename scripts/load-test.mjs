// npm run test:load: a fresh local stack (seeded demo fleet) on its own port, 200 concurrent clients for 60 s
// mixing reads and writes on loopback. Passes when no answer is a 5xx or a network error, every write the
// server acknowledged is there afterwards (and every acknowledged delete gone), and every evidence log the
// writes touched still verifies. LOAD_PORT, LOAD_CLIENTS and LOAD_SECONDS change the defaults; LOAD_VERBOSE=1
// shows the server's log (the cause of any 5xx).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { runClient, Tally } from './load-mix.mjs';
import { startStack } from './stack.mjs';

const PORT = Number(process.env.LOAD_PORT ?? 8852);
const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PASSWORD = 'DwellDemo!2026';
const USERS = ['demo', 'dispatch', 'marcus', 'elena', 'tyrone', 'priya', 'jake', 'amara'].map((u) => `${u}@dwell.test`);

async function signIn(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const getJson = async (base, cookie, path) => {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
};

/** Every document of the list at `query`, walking its pages (the API answers 100 at most at a time). */
async function allDocuments(base, cookie, query = '') {
  const documents = [];
  for (let page = 1; ; page += 1) {
    const answer = await getJson(base, cookie, `/api/documents?${query}&pageSize=100&page=${page}`);
    documents.push(...answer.documents);
    if (answer.documents.length === 0 || documents.length >= answer.total) return documents;
  }
}

/** Every acknowledged upload present with its size, every acknowledged delete gone, every touched log intact. */
async function verify(base, cookie, writes) {
  const documents = await allDocuments(base, cookie, 'status=all');
  const present = new Map(documents.map((d) => [d.id, d]));
  const deleted = new Set(writes.deleted);
  const problems = [];
  for (const up of writes.uploaded) {
    const doc = present.get(up.id);
    if (deleted.has(up.id)) {
      if (doc) problems.push(`deleted document ${up.id} is still listed`);
    } else if (!doc) problems.push(`acknowledged upload ${up.id} is missing`);
    else if (doc.size !== up.size) problems.push(`document ${up.id} has ${doc.size} bytes, not ${up.size}`);
  }
  const chains = [...new Set(writes.uploaded.map((u) => u.eventId))];
  for (const chain of chains) {
    const result = await getJson(base, cookie, `/api/evidence/${chain}/verify`);
    if (!result.ok) problems.push(`evidence log ${chain} broken: ${JSON.stringify(result.brokenAt)}`);
  }
  return { problems, chains: chains.length };
}

// The worker serves the API without built front ends too; wrangler only needs the assets folder to exist.
mkdirSync(join(ROOT, 'dist', 'assets'), { recursive: true });
const persistTo = mkdtempSync(join(tmpdir(), 'dwell-load-'));
const started = Date.now();
const stack = await startStack({ port: PORT, persistTo, quiet: process.env.LOAD_VERBOSE !== '1' });
let failed = true;
try {
  const base = stack.url;
  const cookies = [];
  for (const email of USERS) cookies.push(await signIn(base, email));
  const documents = await allDocuments(base, cookies[0]);
  const seedDocs = documents.map((d) => d.id);
  const eventIds = [...new Set(documents.map((d) => d.eventId).filter(Boolean))];
  const tally = new Tally();
  const writes = { uploaded: [], deleted: [] };
  const deadline = Date.now() + SECONDS * 1000;
  const runStarted = Date.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) =>
      runClient({ base, cookie: cookies[index % cookies.length], index, deadline, tally, writes, seedDocs, eventIds }),
    ),
  );
  const runSeconds = (Date.now() - runStarted) / 1000;
  const check = await verify(base, cookies[0], writes);
  const statuses = Object.fromEntries([...tally.statuses].sort());
  console.log(
    [
      `[load] ${CLIENTS} clients for ${runSeconds.toFixed(1)} s on ${base}: ${tally.sent} requests sent (${Math.round(tally.sent / runSeconds)}/s), statuses ${JSON.stringify(statuses)}, network errors ${tally.networkErrors.length}`,
      `[load] latency p50 ${tally.percentile(50).toFixed(0)} ms, p99 ${tally.percentile(99).toFixed(0)} ms`,
      `[load] writes acknowledged: ${writes.uploaded.length} uploads, ${writes.deleted.length} deletes; verified ${writes.uploaded.length + writes.deleted.length} writes and ${check.chains} evidence logs; ${check.problems.length} problems`,
    ].join('\n'),
  );
  for (const line of [...tally.serverErrors, ...tally.networkErrors.slice(0, 20), ...check.problems.slice(0, 20)]) {
    console.log(`[load]   ${line}`);
  }
  failed = (tally.statuses.get('5xx') ?? 0) > 0 || tally.networkErrors.length > 0 || check.problems.length > 0;
} finally {
  stack.stop();
  rmSync(persistTo, { recursive: true, force: true });
  console.log(`[load] ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s overall`);
}
process.exit(failed ? 1 : 0);
