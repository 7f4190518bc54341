// Dwell's service worker: keeps the shell and the remotes' hashed files so the app opens and moves between
// screens at a dock with no signal. API calls are never cached here: the app's own offline queue handles
// writes, and reads show what the screens already hold.
// scripts/build.mjs replaces the line below with this build's version and its file list.
const BUILD = { version: 'dev', precache: [] };
const CACHE = `dwell-${BUILD.version}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/manifest.webmanifest', ...BUILD.precache]))
      .then(() => self.skipWaiting()),
  );
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

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

async function networkFirst(request, fallback) {
  try {
    const response = await fetch(request);
    if (response.ok && !response.redirected) (await caches.open(CACHE)).put(fallback ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(fallback ?? request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every page of the app is the same index.html (a single-page app).
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL));
  else if (isHashed(url.pathname)) event.respondWith(cacheFirst(request));
  else if (isFresh(url.pathname)) event.respondWith(networkFirst(request));
});
