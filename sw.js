// Service worker: precaches the whole app (page, modules, styles, icons, pkg/ glue and wasm)
// into a cache named after the build, and serves it cache-first so the app works offline.
//
// pkg/build-info.js is written by `make build`: BUILD_ID is a hash over every app file, so a
// new deploy installs into a fresh cache and never mixes new JS with an old wasm. The new
// worker waits until the page asks it to take over ("Update available — Reload"); the old
// caches are deleted on activate.
/* global BUILD_ID, PRECACHE */
importScripts('./pkg/build-info.js');

const PREFIX = 'sudoku-solver-';
const CACHE = PREFIX + BUILD_ID;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      // ignoreSearch: "./?x" and "./index.html?lang=zh" are still the cached page.
      return (await cache.match(request, { ignoreSearch: true })) || fetch(request);
    })(),
  );
});
