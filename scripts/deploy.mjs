// Deploys (or with --dry-run, checks) the parts of Dwell, each on its own:
//   npm run deploy [-- --env staging] [-- api|events|documents|reports|account ...]
//   npm run deploy:dry-run -- events
// A remote builds and ships only itself (its own static-assets Worker). The API ships the Worker with the
// shell (and the remotes served from its origin), after a preflight of its settings and secrets, with the
// remote D1 migrations applied before the new version serves. README, "Deploy to Cloudflare", says more.
import { mkdtempSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assembleRemoteSite,
  buildAll,
  buildVersion,
  buildWorkspace,
  gitCommit,
  publishedDir,
  REMOTES,
  remoteFiles,
} from './build.mjs';
import { deployVars, preflight, REQUIRED_VARS } from './deploy/preflight.mjs';
import { bin, d1Databases, ROOT, run } from './lib.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const envIndex = args.indexOf('--env');
const environment = envIndex >= 0 ? args[envIndex + 1] : undefined;
const named = args.filter((a, i) => !a.startsWith('--') && i !== envIndex + 1);
const parts = named.length > 0 ? named : ['api', ...Object.keys(REMOTES)];
const unknown = parts.filter((p) => p !== 'api' && !REMOTES[p]);
if (unknown.length > 0) {
  console.error(`Unknown part: ${unknown.join(', ')}. Parts: api, ${Object.keys(REMOTES).join(', ')}.`);
  process.exit(2);
}

const wrangler = (argv, options) => run(bin('wrangler'), argv, options);
const envArgs = environment ? ['--env', environment] : [];
const outdir = (part) => ['--outdir', mkdtempSync(join(tmpdir(), `dwell-${part}-`))];

/**
 * One remote: its build only, stamped with a version, shipped as its own static-assets Worker whose site holds
 * this build at the root and every kept version under /v/<version>/ (a dry run keeps nothing).
 */
async function deployRemote(part) {
  const dir = REMOTES[part];
  const version = await buildVersion();
  await buildWorkspace(dir, { DWELL_REMOTE_VERSION: version });
  if (!dryRun) await cp(join(ROOT, dir, 'dist'), publishedDir(part, version), { recursive: true, filter: remoteFiles });
  // The remote's wrangler.toml serves the site assembled here.
  await assembleRemoteSite(part);
  const config = join(dir, 'wrangler.toml');
  await wrangler(['deploy', '--config', config, ...envArgs, ...(dryRun ? ['--dry-run', ...outdir(part)] : [])], {
    quiet: dryRun,
  });
  console.log(`${dryRun ? 'dry-run ok' : 'deployed'}: ${part} ${version} (${config})`);
  if (!dryRun) {
    console.log(
      `Make it live: npm run remote -- register ${part} ${version} https://<this worker>/v/${version}/mf-manifest.json`,
    );
  }
}

/** The names of the secrets set on the API Worker, or null when they cannot be read (a first deploy). */
async function secretNames() {
  try {
    const out = await wrangler(['secret', 'list', '--format', 'json', ...envArgs], { quiet: true });
    return JSON.parse(out.slice(out.indexOf('['))).map((s) => s.name);
  } catch {
    return [];
  }
}

/**
 * The webhook queues of wrangler.toml ([[queues.consumers]] of this environment), created when missing: a
 * Worker bound to a queue that does not exist cannot be uploaded. Their consumer (this Worker, with its batch,
 * retry and dead-letter settings) is attached by `wrangler deploy`, and by `queues consumer add` after a
 * version upload, which leaves consumers alone; an attached consumer makes that call fail harmlessly.
 */
async function ensureQueues() {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: environment });
  const consumers = config.queues.consumers ?? [];
  for (const consumer of consumers) {
    await wrangler(['queues', 'info', consumer.queue], { quiet: true }).catch(() =>
      wrangler(['queues', 'create', consumer.queue]),
    );
  }
  return async () => {
    for (const consumer of consumers) {
      const settings = [
        ['--batch-size', consumer.max_batch_size],
        ['--batch-timeout', consumer.max_batch_timeout],
        ['--message-retries', consumer.max_retries],
        ['--dead-letter-queue', consumer.dead_letter_queue],
      ].flatMap(([flag, value]) => (value === undefined ? [] : [flag, String(value)]));
      await wrangler(['queues', 'consumer', 'add', consumer.queue, config.name, ...settings], { quiet: true }).catch(
        () => console.log(`queue ${consumer.queue}: consumer already attached`),
      );
    }
  };
}

/** The API Worker with the shell: preflight, then upload, migrate the remote D1, and only then serve. */
async function deployApi() {
  const vars = await deployVars('wrangler.toml', environment);
  const production = !environment || environment === 'production';
  const problems = production ? preflight({ vars, secrets: dryRun ? null : await secretNames() }) : [];
  if (problems.length > 0) {
    console.error(`Refusing to deploy the API to production:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error('Give the settings in wrangler.toml [vars] or in the environment (APP_ORIGIN=… npm run deploy).');
    process.exit(1);
  }
  if (dryRun && production) console.log('preflight: settings ok (secrets are checked on a real deploy)');
  await buildAll();
  const given = Object.keys(REQUIRED_VARS).filter((name) => process.env[name]);
  const varArgs = given.flatMap((name) => ['--var', `${name}:${process.env[name]}`]);
  if (dryRun) {
    await wrangler(['deploy', ...envArgs, ...varArgs, '--dry-run', ...outdir('api')], { quiet: true });
    console.log('dry-run ok: api (wrangler.toml)');
    return;
  }
  const tag = await gitCommit();
  const message = `build ${new Date().toISOString()}`;
  // /api/health names this build, so open tabs learn a new API went live.
  varArgs.push('--var', `DWELL_BUILD:${tag}`);
  const first = await wrangler(['deployments', 'list', '--json', ...envArgs], { quiet: true }).then(
    (out) => !out.includes('"id"'),
    () => true,
  );
  const attachConsumers = await ensureQueues();
  // The global database and every company database (docs/scaling.md) take the same migrations.
  const databases = await d1Databases(environment);
  const migrateAll = async () => {
    for (const { binding } of databases) await wrangler(['d1', 'migrations', 'apply', binding, '--remote', ...envArgs]);
  };
  if (first) {
    // Durable Object migrations can only be applied by a full deploy; the databases must exist before it.
    for (const { database_name: database } of databases) {
      await wrangler(['d1', 'info', database, '--json'], { quiet: true }).catch(() =>
        wrangler(['d1', 'create', database]),
      );
    }
    await migrateAll();
    await wrangler(['deploy', ...envArgs, ...varArgs, '--message', message]);
  } else {
    const out = await wrangler(['versions', 'upload', ...envArgs, ...varArgs, '--tag', tag, '--message', message], {
      quiet: true,
    });
    const version = /Worker Version ID:\s*([0-9a-f-]{36})/i.exec(out)?.[1];
    if (!version) throw new Error(`No version id in the upload's output:\n${out}`);
    // The old version serves against the new schema for a moment: migrations only add (expand, then contract).
    await migrateAll();
    await wrangler(['versions', 'deploy', `${version}@100%`, '-y', '--message', message, ...envArgs]);
    await attachConsumers();
  }
  console.log(`deployed: api ${tag} (${message})`);
}

for (const part of parts) {
  if (part === 'api') await deployApi();
  else await deployRemote(part);
}
