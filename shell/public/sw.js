// Dwell's service worker: keeps the shell and the remotes' hashed files so the app opens and moves between
// screens at a dock with no signal. API calls are never cached here: the app's own offline queue handles
// writes, and reads show what the screens already hold.
// scripts/build.mjs replaces the line below with this build's version, its file list and the type of the page's
// ask to keep the remotes' files (shell/src/features/pwa/fill-message.json). Unstamped, as a dev server serves it,
// the worker keeps no file ahead of the page's own use and answers no such ask.
const BUILD = { version: 'dev', precache: [], fill: null };
const CACHE = `dwell-${BUILD.version}`;
const SHELL = '/';

/**
 * What the install keeps: the app's page and the shell's own files, enough to open Dwell without signal. The
 * remotes' files (under /mfe/) come after, in `fill`: Chromium compiles every script put in the cache during an
 * install, and doing that for every screen's code took the phone's processor from the page the user is reading.
 */
const isRemoteFile = (path) => path.startsWith('/mfe/');
const SHELL_FILES = [SHELL, '/manifest.webmanifest', ...BUILD.precache.filter((path) => !isRemoteFile(path))];
const REMOTE_FILES = BUILD.precache.filter(isRemoteFile);

/**
 * Puts each file of `urls` not in `cache` yet there, one at a time and at low priority: this runs while the user
 * reads a page, and the page's own requests (a tap's data, a screen's code) go first on the phone's line and the
 * server (several at once, at normal priority, held up a tap made meanwhile by a few hundred ms). Fails as soon
 * as one file fails.
 */
async function precache(cache, urls) {
  const held = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  for (const url of urls.filter((path) => !held.has(path))) await store(cache, url);
}

/** Fetches `url` at low priority and puts it in `cache` when `right` (answers it), or fails. */
async function store(cache, url, right = (response) => response.ok) {
  const response = await fetch(url, { priority: 'low' });
  if (!right(response)) throw new Error(`${url} answered ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => precache(cache, SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

/**
 * Keeps every remote's files too, and the manifests that say which of them a screen loads, so each screen opens
 * without signal, a page load included; the page asks once the worker is active (features/pwa/register.ts).
 * Answers on the message's port when all are kept (`true`) or a file could not be fetched (`false`; the next
 * ask fetches only what is missing). Asks while one runs share it.
 */
let filling;
self.addEventListener('message', (event) => {
  if (event.data?.type !== BUILD.fill) return;
  filling ??= keepManifests()
    .then(() => caches.open(CACHE))
    .then((cache) => precache(cache, REMOTE_FILES))
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      filling = undefined;
    });
  event.waitUntil(filling.then((done) => event.ports[0]?.postMessage(done)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('dwell-') && n !== CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/** Hashed build output never changes under its name: the cached copy is the right one. */
const isHashed = (path) => /^\/(mfe\/[^/]+\/)?static\//.test(path);
/** Files whose name stays the same across builds: the network's copy first, the cached one without signal. */
const isFresh = (path) =>
  path === '/api/mfe-manifest' ||
  path.endsWith('/mf-manifest.json') ||
  path.endsWith('/remoteEntry.js') ||
  path.startsWith('/icons/');

/** A page (HTML) is never kept or served for a script, a style or a manifest: it would be a broken screen. */
const isPage = (response) => (response.headers.get('content-type') ?? '').includes('text/html');
/** Worth keeping: a good answer, or a script from another origin (opaque, but the browser checked it). */
const keepable = (response) => (response.ok && !response.redirected) || response.type === 'opaque';

async function cacheFirst(request, cacheName = CACHE) {
  const cached = await caches.match(request);
  if (cached && !isPage(cached)) return cached;
  const response = await fetch(request);
  if (keepable(response) && !isPage(response)) (await caches.open(cacheName)).put(request, response.clone());
  return response;
}

async function networkFirst(request, fallback, cacheName = CACHE, timed = () => {}) {
  const asked = Date.now();
  try {
    const response = await fetch(request);
    timed(Date.now() - asked);
    const page = request.mode === 'navigate';
    // A page made for its visitor (its layout frame, its hints) is not the offline shell for other screens.
    const personal = (response.headers.get('cache-control') ?? '').includes('private');
    if (keepable(response) && page === isPage(response) && !personal)
      (await caches.open(cacheName)).put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    timed(Date.now() - asked);
    const cached = await caches.match(fallback ?? request);
    if (cached) return cached;
    throw error;
  }
}

/**
 * How long a page of the app has to answer before the kept shell is shown in its place, in ms. A dispatcher's
 * line answers well within it, with the screen drawn in the page; at a dock with a weak signal the page can take
 * seconds, and the app then opens from its kept files and asks only for its data.
 */
const PAGE_GRACE_MS = 700;

/**
 * How long the last page of the app took to answer (or to fail), in ms, kept with the worker's files: the
 * browser stops an idle worker within a minute, and the next visit at the same dock should still know the line.
 */
const LAST_PAGE = '/sw/last-page.json';
let lastPageMs;
const lastPage = () =>
  (lastPageMs ??= caches
    .match(LAST_PAGE)
    .then((kept) => (kept ? kept.json() : null))
    .catch(() => null));
async function notePage(ms) {
  lastPageMs = Promise.resolve(ms);
  await (await caches.open(CACHE)).put(LAST_PAGE, Response.json(ms));
}

/**
 * The grace of the next page: none while the line is weak (the last page came after the grace: the one being
 * asked for will most likely too), so the kept shell opens at once; the whole grace once a page is in time again
 * (every page is still asked for, and its time noted, in the background).
 */
const graceNow = async () => ((await lastPage()) > PAGE_GRACE_MS ? 0 : PAGE_GRACE_MS);

/** A screen of the app: not the API (its files and exports) nor a file, which are never answered by the shell. */
const isAppPage = (path) => !path.startsWith('/api/') && !path.startsWith('/mfe/') && !/\.[a-z0-9]+$/i.test(path);

/**
 * `page` (the network's answer to a navigation, or the shell without signal) if it comes within the grace
 * (graceNow); else the kept shell, while the network's answer still finishes in the background (a shell it
 * brings is kept). Without a kept shell yet (a first visit), the page is waited for.
 */
async function keptShellIfLate(event, page) {
  const grace = await graceNow();
  const late = new Promise((resolve) => setTimeout(resolve, grace, null));
  const first = await Promise.race([page.catch(() => null), late]);
  if (first) return first;
  const kept = await caches.match(SHELL);
  if (!kept) return page;
  event.waitUntil(page.catch(() => undefined));
  return kept;
}

/**
 * The remotes the shell loads now, from /api/mfe-manifest: each one's base address (a published version here,
 * or its own origin) and the cache its files go to, one per remote version. Caches of versions no longer
 * active are dropped when the manifest says so.
 */
const REMOTE_CACHE = 'dwell-remote-';
let remotes = [];

async function learnRemotes(response, dropOld) {
  try {
    const body = await response.clone().json();
    remotes = Object.entries(body.remotes ?? {}).map(([name, manifest]) => {
      const href = new URL(manifest, self.location.origin).href;
      return {
        manifest: href,
        base: href.slice(0, href.lastIndexOf('/') + 1),
        cache: `${REMOTE_CACHE}${name}-${body.versions?.[name] ?? 'default'}`,
      };
    });
    if (!dropOld) return;
    const active = new Set(remotes.map((r) => r.cache));
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(REMOTE_CACHE) && !active.has(n)).map((n) => caches.delete(n)));
  } catch {
    // An unreadable manifest leaves what is known as it was.
  }
}

async function manifestRequest(request) {
  const response = await networkFirst(request);
  await learnRemotes(response, true);
  return response;
}

/** Keeps `url` in `cacheName` unless a cache holds it already; answers the kept copy, or fails. */
async function keep(url, cacheName) {
  const held = await caches.match(url);
  return held ?? store(await caches.open(cacheName), url, (response) => keepable(response) && !isPage(response));
}

/**
 * Keeps the shell's manifest of remotes and each remote's own. A page's use keeps them fresh (`manifestRequest`,
 * `networkFirst`), but the first page, which the worker did not serve, fetched them past it.
 */
async function keepManifests() {
  await learnRemotes(await keep('/api/mfe-manifest', CACHE), false);
  await Promise.all(remotes.map((remote) => keep(remote.manifest, remote.cache)));
}

// After a restart of the service worker, the last manifest it kept says where the remotes are.
void caches.match('/api/mfe-manifest').then((cached) => (cached ? learnRemotes(cached, false) : undefined));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const own = url.origin === self.location.origin;
  // Every page of the app is the same index.html (a single-page app).
  if (own && request.mode === 'navigate') {
    if (!isAppPage(url.pathname)) return event.respondWith(networkFirst(request, SHELL));
    const page = networkFirst(request, SHELL, CACHE, (ms) => event.waitUntil(notePage(ms).catch(() => undefined)));
    return event.respondWith(keptShellIfLate(event, page));
  }
  if (own && url.pathname === '/api/mfe-manifest') return event.respondWith(manifestRequest(request));
  const remote = remotes.find((r) => url.href.startsWith(r.base));
  if (remote) {
    const fresh = url.pathname.endsWith('/mf-manifest.json') || url.pathname.endsWith('/remoteEntry.js');
    return event.respondWith(
      fresh ? networkFirst(request, undefined, remote.cache) : cacheFirst(request, remote.cache),
    );
  }
  if (!own) return;
  if (isHashed(url.pathname)) event.respondWith(cacheFirst(request));
  else if (isFresh(url.pathname)) event.respondWith(networkFirst(request));
});
