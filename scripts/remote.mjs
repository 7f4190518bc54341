// A remote's versions, switched with no redeploy of anything (issue 20):
//   npm run remote -- list
//   npm run remote -- publish events [--no-activate]   build it, serve it at /mfe/events/v/<version>/, register it
//   npm run remote -- register events <version> <manifest-url> [--no-activate]   a build deployed elsewhere
//   npm run remote -- promote events <version>
//   npm run remote -- rollback events
// It acts through the API as a platform admin (every switch is audited under that email): scripts/admin-api.mjs.
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildVersion, buildWorkspace, publishedDir, REMOTES, remoteFiles } from './build.mjs';
import { adminApi, fail } from './admin-api.mjs';
import { ROOT } from './lib.mjs';

const [command, remote, ...rest] = process.argv.slice(2);
const activate = !rest.includes('--no-activate');
const positional = rest.filter((a) => !a.startsWith('--'));

function show(registry) {
  console.log(`${registry.name}: active ${registry.active ?? 'none (default address)'}`);
  for (const v of registry.versions) {
    const mark = v.version === registry.active ? '*' : ' ';
    console.log(`  ${mark} ${v.version}  ${new Date(v.publishedAt).toISOString()}  ${v.publishedBy}  ${v.manifestUrl}`);
  }
}

if (!command || !['list', 'publish', 'register', 'promote', 'rollback'].includes(command)) {
  fail(
    'Usage: npm run remote -- list | publish <remote> | register <remote> <version> <manifest-url> | promote <remote> <version> | rollback <remote>',
  );
}
if (command !== 'list' && !REMOTES[remote])
  fail(`Unknown remote: ${remote ?? '(none)'}. Remotes: ${Object.keys(REMOTES).join(', ')}.`);
const api = await adminApi('/remotes');

if (command === 'list') {
  for (const registry of (await api('')).remotes) show(registry);
} else if (command === 'publish') {
  // A versioned, immutable address beside the shell's copy: earlier versions stay servable for a rollback.
  // Kept in dist/remote-versions (every full build serves them again) and copied into the served assets now.
  const version = await buildVersion();
  await buildWorkspace(REMOTES[remote], { DWELL_REMOTE_VERSION: version });
  for (const target of [publishedDir(remote, version), join(ROOT, 'dist', 'assets', 'mfe', remote, 'v', version)]) {
    await mkdir(target, { recursive: true });
    await cp(join(ROOT, REMOTES[remote], 'dist'), target, { recursive: true, filter: remoteFiles });
  }
  const manifestUrl = `/mfe/${remote}/v/${version}/mf-manifest.json`;
  show(await api(`/${remote}/versions`, { method: 'POST', body: JSON.stringify({ version, manifestUrl, activate }) }));
} else if (command === 'register') {
  const [version, manifestUrl] = positional;
  if (!version || !manifestUrl) fail('Usage: npm run remote -- register <remote> <version> <manifest-url>');
  show(await api(`/${remote}/versions`, { method: 'POST', body: JSON.stringify({ version, manifestUrl, activate }) }));
} else if (command === 'promote') {
  const [version] = positional;
  if (!version) fail('Usage: npm run remote -- promote <remote> <version>');
  show(await api(`/${remote}/activate`, { method: 'POST', body: JSON.stringify({ version }) }));
} else {
  show(await api(`/${remote}/rollback`, { method: 'POST' }));
}
