// Deploys (or with --dry-run, validates) the API worker with the shell, and each remote on its own.
//   node scripts/deploy.mjs [--dry-run] [api|events|documents|reports|account ...]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, REMOTES } from './build.mjs';
import { bin, run } from './lib.mjs';

const dryRun = process.argv.includes('--dry-run');
const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const parts = named.length > 0 ? named : ['api', ...Object.keys(REMOTES)];

await buildAll();
for (const part of parts) {
  const config = part === 'api' ? 'wrangler.toml' : join(REMOTES[part], 'wrangler.toml');
  const args = [
    'deploy',
    '--config',
    config,
    ...(dryRun ? ['--dry-run', '--outdir', mkdtempSync(join(tmpdir(), `dwell-${part}-`))] : []),
  ];
  await run(bin('wrangler'), args, { quiet: dryRun });
  console.log(`${dryRun ? 'dry-run ok' : 'deployed'}: ${part} (${config})`);
}
