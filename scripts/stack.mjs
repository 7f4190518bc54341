// Starts the whole app locally: migrations, seed, and `wrangler dev` serving the built assets.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REMOTES } from './build.mjs';
import { bin, childEnv, ROOT, run, waitForUrl } from './lib.mjs';

/**
 * Applies migrations to the local D1 under persistTo (wrangler's default folder when omitted), seeds it,
 * and starts wrangler dev on 127.0.0.1:port. vars override wrangler.toml [vars] (e.g. shorter timers).
 * Resolves once /api/health answers, with a stop() that ends the whole process group. `prepare` runs after
 * seeding and before the server starts.
 */
export async function startStack({ port = 8787, persistTo, vars = {}, seed = true, quiet = false, prepare } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  // The scripts reach wrangler's local state through getPlatformProxy, whose folder is the state's v3.
  const state = persistTo ? ['--persist-to', join(persistTo, 'v3')] : [];
  // The global database and every company database (docs/scaling.md).
  await run(bin('node'), [join(ROOT, 'db', 'migrate.ts'), ...state], { quiet: true, env: { WRANGLER_LOG: 'error' } });
  if (seed) {
    const out = await run(bin('node'), [join(ROOT, 'db', 'seed', 'run.ts'), ...state], {
      quiet: true,
      env: { WRANGLER_LOG: 'error' },
    });
    const line = out.split('\n').find((l) => l.startsWith('Seeded') || l.startsWith('Demo fleet'));
    if (line && !quiet) console.log(line);
  }
  // More data before the server starts (benchmarks): two processes never write the local D1 at once.
  if (prepare) await prepare();
  // No replicas on this machine: D1 sessions would only cost throughput (docs/scaling.md). A quiet stack's output
  // goes nowhere, so it writes no line per request: under wrangler dev each costs ~3 ms of CPU across wrangler's
  // two processes, ~40 % of a light request's, taken from the browser a test or benchmark drives on this machine.
  const defaults = { ENVIRONMENT: 'development', D1_READ_REPLICATION: 'off', ...(quiet ? { REQUEST_LOG: 'off' } : {}) };
  const varArgs = Object.entries({ ...defaults, ...vars }).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  return startWrangler([...persist, ...varArgs], { port, quiet, ready: '/api/health' });
}

/**
 * A remote's own static-assets Worker (its wrangler.toml) on 127.0.0.1:port, serving `site` (an assembled
 * remote site: see assembleRemoteSite in build.mjs). Resolves once `ready` (a path) answers.
 */
export function startRemoteWorker({ remote, port, site, ready = '/mf-manifest.json', quiet = true }) {
  const config = join(ROOT, REMOTES[remote], 'wrangler.toml');
  return startWrangler(['--config', config, '--assets', site], { port, quiet, ready });
}

/** `wrangler dev` on 127.0.0.1:port in its own process group, once `ready` answers; stop() ends the group. */
async function startWrangler(args, { port, quiet, ready }) {
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
      ...args,
    ],
    {
      cwd: ROOT,
      env: childEnv(),
      detached: true,
      stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
    },
  );
  let errors = '';
  child.stderr?.on('data', (d) => (errors += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  try {
    await waitForUrl(`${url}${ready}`, 90_000);
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${errors}`);
  }
  return { url, stop, child };
}
