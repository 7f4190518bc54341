// Builds the shell and every remote, and assembles the worker's static assets folder:
// dist/assets/ holds the shell, dist/assets/mfe/<name>/ each remote.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { bin, ROOT, run } from './lib.mjs';

export const REMOTES = {
  events: 'mfe-events',
  documents: 'mfe-documents',
  reports: 'mfe-reports',
  account: 'mfe-account',
};

/**
 * The shell's headers. Remotes deployed on their own origins (DWELL_REMOTE_ORIGINS, space-separated) must be
 * allowed to run scripts and styles and answer the manifest fetch.
 */
function shellHeaders() {
  const origins = (process.env.DWELL_REMOTE_ORIGINS ?? '').trim();
  const allow = (directive) => `${directive} 'self'${origins ? ` ${origins}` : ''}`;
  return `/*
  Content-Security-Policy: default-src 'self'; ${allow('script-src')}; ${allow('style-src')} 'unsafe-inline'; img-src 'self' data: blob:; ${allow('connect-src')}; font-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'
  Strict-Transport-Security: max-age=63072000; includeSubDomains
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin
  Permissions-Policy: camera=(self), geolocation=(self), microphone=()
/static/*
  Cache-Control: public, max-age=31536000, immutable
/mfe/*
  Cache-Control: public, max-age=31536000, immutable
/mfe/*/mf-manifest.json
  ! Cache-Control
  Cache-Control: no-cache
/sw.js
  Cache-Control: no-cache
`;
}

/**
 * The headers of a remote on its own origin (its static-assets Worker): the shell's origin reads its manifest
 * and scripts; each published version under /v/<version>/ never changes, the unversioned manifest always can.
 */
const REMOTE_HEADERS = `/*
  Access-Control-Allow-Origin: *
  X-Content-Type-Options: nosniff
/static/*
  Cache-Control: public, max-age=31536000, immutable
/v/*
  Cache-Control: public, max-age=31536000, immutable
/mf-manifest.json
  Cache-Control: no-cache
`;

/**
 * The remotes' scripts and styles in `assets` that the shell loads: those each remote's manifest lists for its
 * exposed modules (their lazy parts included) and its entry. The rest are never fetched through the shell: its
 * own copies of the libraries the shell provides (listed only under `shared`) and its standalone page's entry
 * and chunks. Kept out of the service worker's install, which would fetch and compile them all.
 */
async function remoteFilesLoaded(assets) {
  const loaded = new Set();
  const mfe = join(assets, 'mfe');
  if (!existsSync(mfe)) return loaded;
  const files = (a) => [...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async];
  for (const remote of await readdir(mfe)) {
    const file = join(mfe, remote, 'mf-manifest.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    const entry = manifest.metaData?.remoteEntry;
    const listed = manifest.exposes.flatMap((e) => files(e.assets));
    if (entry) listed.push(`${entry.path ? `${entry.path}/` : ''}${entry.name}`);
    for (const f of listed) loaded.add(`/mfe/${remote}/${f}`);
  }
  return loaded;
}

/**
 * Files the service worker keeps from its install on: every script, style and icon of the shell, and of the
 * remotes those the shell loads (remoteFilesLoaded) and their other files (images).
 */
export async function precacheList(assets) {
  const entries = await readdir(assets, { recursive: true, withFileTypes: true });
  const loaded = await remoteFilesLoaded(assets);
  const remoteCode = (path) => path.startsWith('/mfe/') && /\.(js|css)$/.test(path);
  return (
    entries
      .filter((e) => e.isFile() && /\.(js|css|png|svg|woff2)$/.test(e.name) && e.name !== 'sw.js')
      // Published remote versions are many; the service worker keeps the active one's files as they are used.
      .filter((e) => !/[\\/]mfe[\\/][^\\/]+[\\/]v[\\/]/.test(e.parentPath))
      .map((e) => `/${relative(assets, join(e.parentPath, e.name)).split('\\').join('/')}`)
      .filter((path) => !remoteCode(path) || loaded.has(path))
      .sort()
  );
}

/**
 * The file that declares, once, the page's ask to the service worker to keep the remotes' files too: the page and
 * the e2e helper send it, the build writes its type into the worker.
 */
const FILL_MESSAGE_FILE = 'shell/src/features/pwa/fill-message.json';

/**
 * Writes this build's version (a hash of its file list), the list and the type of the page's ask to keep the
 * remotes' files into the service worker.
 */
async function stampServiceWorker(assets) {
  const precache = await precacheList(assets);
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  const file = join(assets, 'sw.js');
  const source = await readFile(file, 'utf8');
  const fill = JSON.parse(await readFile(join(ROOT, FILL_MESSAGE_FILE), 'utf8'));
  const stamped = source.replace(
    /^const BUILD = .*$/m,
    `const BUILD = ${JSON.stringify({ version, precache, fill: fill.type })};`,
  );
  if (stamped === source) throw new Error('sw.js has no `const BUILD = …` line to stamp');
  await writeFile(file, stamped);
}

/**
 * Builds one workspace (the shell or a remote; a folder of the repository, or a copy's absolute path) into its
 * own dist folder, touching no other. Always a production build, even when started from a test runner.
 */
export async function buildWorkspace(dir, env = {}) {
  await run(bin('rsbuild'), ['build'], {
    cwd: resolve(ROOT, dir),
    quiet: true,
    env: { ...env, NODE_ENV: 'production' },
  });
  console.log(`built ${dir}`);
}

/** Where `npm run remote -- publish` keeps each published build of a remote: it outlives every full rebuild. */
export const publishedDir = (remote, version = '') => join(ROOT, 'dist', 'remote-versions', remote, version);

/** A remote's own build output without its standalone page and build stats (the shell serves pages). */
export const remoteFiles = (src) => !['index.html', 'mf-stats.json'].some((name) => src.endsWith(name));

/** The site a remote's own Worker serves (its wrangler.toml points there): see assembleRemoteSite. */
export const remoteSiteDir = (remote) => join(ROOT, 'dist', 'remote-sites', remote);

/**
 * Lays out a remote's own origin in `site`: the build in `build` at the root (the default address,
 * /mf-manifest.json) and every kept version under /v/<version>/, so a rollback to an earlier build finds its
 * files on that origin too.
 */
export async function assembleRemoteSite(remote, { build = join(ROOT, REMOTES[remote], 'dist'), site } = {}) {
  const target = site ?? remoteSiteDir(remote);
  await rm(target, { recursive: true, force: true });
  await cp(build, target, { recursive: true, filter: remoteFiles });
  if (existsSync(publishedDir(remote))) await cp(publishedDir(remote), join(target, 'v'), { recursive: true });
  await writeRemoteHeaders(target);
  return target;
}

/** The headers file of a remote's own origin, at the root of the folder its Worker serves. */
export const writeRemoteHeaders = (site) => writeFile(join(site, '_headers'), REMOTE_HEADERS);

/** commit + UTC build time: sorts by time and names the source of a remote's build. */
export async function buildVersion() {
  return `${await gitCommit()}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')}`;
}

/** The checked-out commit (12 characters), or `nogit` outside a repository. */
export async function gitCommit() {
  try {
    return (await run('git', ['rev-parse', '--short=12', 'HEAD'], { quiet: true })).trim();
  } catch {
    return 'nogit';
  }
}

/** The published versions of every remote, served at /mfe/<remote>/v/<version>/ beside its default copy. */
async function copyPublishedVersions(assets) {
  for (const remote of Object.keys(REMOTES)) {
    const dir = publishedDir(remote);
    if (!existsSync(dir)) continue;
    await cp(dir, join(assets, 'mfe', remote, 'v'), { recursive: true });
  }
}

/** Builds everything (two at a time: the machine has two cores) and assembles dist/assets. */
export async function buildAll() {
  const workspaces = ['shell', ...Object.values(REMOTES)];
  const queue = [...workspaces];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await buildWorkspace(next);
    }),
  );
  const assets = join(ROOT, 'dist', 'assets');
  await rm(assets, { recursive: true, force: true });
  await mkdir(assets, { recursive: true });
  await cp(join(ROOT, 'shell', 'dist'), assets, { recursive: true });
  for (const [name, dir] of Object.entries(REMOTES)) {
    // The remote's own index.html is its standalone dev page; the shell serves pages.
    await cp(join(ROOT, dir, 'dist'), join(assets, 'mfe', name), {
      recursive: true,
      filter: remoteFiles,
    });
  }
  await copyPublishedVersions(assets);
  await writeFile(join(assets, '_headers'), shellHeaders());
  await stampServiceWorker(assets);
  console.log(`assets assembled in ${assets}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
