// Helpers shared by the project's scripts (build, start, e2e, bench).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Wrangler must not phone home: this machine (and CI) has no internet. */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  DO_NOT_TRACK: '1',
  WRANGLER_HIDE_BANNER: 'true',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The binaries of node_modules/.bin, on the same Node that runs this script (Node 22 from the devDependency). */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * The environment for child processes: node_modules/.bin first on PATH, so tools whose shebang asks for
 * `node` get Node 22 even when this script was not started through npm.
 */
export const childEnv = (extra = {}) => ({
  ...process.env,
  ...OFFLINE_ENV,
  PATH: `${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  ...extra,
});

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: childEnv(options.env),
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

/** Waits until a URL answers 200, or fails after the timeout. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/**
 * The D1 databases of wrangler.toml for an environment (none: the top level): the global one (DB) and every
 * company database (docs/scaling.md), which all take the same migrations.
 */
export async function d1Databases(environment) {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: environment }).d1_databases;
}
