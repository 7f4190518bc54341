// A remote's versions, switched with no redeploy of anything (issue 20):
//   npm run remote -- list
//   npm run remote -- publish events [--no-activate]   build it, serve it at /mfe/events/v/<version>/, register it
//   npm run remote -- register events <version> <manifest-url> [--no-activate]   a build deployed elsewhere
//   npm run remote -- promote events <version>
//   npm run remote -- rollback events
// It acts through the API as a platform admin (every switch is audited under that email):
//   DWELL_URL (default http://127.0.0.1:8787), DWELL_ADMIN_EMAIL, DWELL_ADMIN_PASSWORD.
import { cp, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildVersion, buildWorkspace, publishedDir, REMOTES, remoteFiles } from './build.mjs';
import { ROOT } from './lib.mjs';

const [command, remote, ...rest] = process.argv.slice(2);
const activate = !rest.includes('--no-activate');
const positional = rest.filter((a) => !a.startsWith('--'));
const BASE = (process.env.DWELL_URL ?? 'http://127.0.0.1:8787').replace(/\/$/, '');

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** Signs the platform admin in; the session cookie for the calls that follow. */
async function signIn() {
  const email = process.env.DWELL_ADMIN_EMAIL;
  const password = process.env.DWELL_ADMIN_PASSWORD;
  if (!email || !password)
    fail('Set DWELL_ADMIN_EMAIL and DWELL_ADMIN_PASSWORD (a platform admin: npm run admin:create).');
  const login = () =>
    fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ email, password }),
    });
  // A local server reloading its worker (new files in its assets folder) refuses a request once: ask again.
  let res = await login();
  if (res.status === 503) res = await new Promise((resolve) => setTimeout(resolve, 1000)).then(login);
  if (!res.ok) fail(`Sign-in refused (${res.status}): ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return (path, init = {}) =>
    fetch(`${BASE}/api/admin/remotes${path}`, {
      ...init,
      headers: { cookie, origin: BASE, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    }).then(async (r) => {
      const body = await r.json();
      if (!r.ok) fail(`${r.status}: ${body.error?.message ?? JSON.stringify(body)}`);
      return body;
    });
}

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
const api = await signIn();

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
