// Builds the shell and every remote, and assembles the worker's static assets folder:
// dist/assets/ holds the shell, dist/assets/mfe/<name>/ each remote.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { bin, ROOT, run } from './lib.mjs';

export const REMOTES = {
  events: 'mfe-events',
  documents: 'mfe-documents',
  reports: 'mfe-reports',
  account: 'mfe-account',
};

// Remotes deployed on their own origins (space-separated) must be allowed to run scripts and styles.
const REMOTE_ORIGINS = (process.env.DWELL_REMOTE_ORIGINS ?? '').trim();
const allow = (directive) => `${directive} 'self'${REMOTE_ORIGINS ? ` ${REMOTE_ORIGINS}` : ''}`;

const HEADERS = `/*
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

/** Files the service worker keeps from its install on: every script, style and icon of the shell and remotes. */
async function precacheList(assets) {
  const entries = await readdir(assets, { recursive: true, withFileTypes: true });
  return (
    entries
      .filter((e) => e.isFile() && /\.(js|css|png|svg|woff2)$/.test(e.name) && e.name !== 'sw.js')
      // Published remote versions are many; the service worker keeps the active one's files as they are used.
      .filter((e) => !/[\\/]mfe[\\/][^\\/]+[\\/]v[\\/]/.test(e.parentPath))
      .map((e) => `/${relative(assets, join(e.parentPath, e.name)).split('\\').join('/')}`)
      .sort()
  );
}

/** Writes this build's version (a hash of its file list) and the list into the service worker. */
async function stampServiceWorker(assets) {
  const precache = await precacheList(assets);
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  const file = join(assets, 'sw.js');
  const source = await readFile(file, 'utf8');
  const stamped = source.replace(/^const BUILD = .*$/m, `const BUILD = ${JSON.stringify({ version, precache })};`);
  if (stamped === source) throw new Error('sw.js has no `const BUILD = …` line to stamp');
  await writeFile(file, stamped);
}

/** Builds one workspace (the shell or a remote) into its own dist folder, touching no other. */
export async function buildWorkspace(dir, env = {}) {
  await run(bin('rsbuild'), ['build'], { cwd: join(ROOT, dir), quiet: true, env });
  console.log(`built ${dir}`);
}

/** Where `npm run remote -- publish` keeps each published build of a remote: it outlives every full rebuild. */
export const publishedDir = (remote, version = '') => join(ROOT, 'dist', 'remote-versions', remote, version);

/** A remote's own build output without its standalone page and build stats (the shell serves pages). */
export const remoteFiles = (src) => !['index.html', 'mf-stats.json', '_headers'].some((name) => src.endsWith(name));

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
  await writeFile(join(assets, '_headers'), HEADERS);
  await stampServiceWorker(assets);
  console.log(`assets assembled in ${assets}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
