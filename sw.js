// Service worker: precaches the whole app (page, modules, styles, icons, pkg/ glue and wasm) into
// a cache per build and serves it cache-first, so the app works offline; and it never mixes
// builds, whatever the open pages (the app, the embedding example) are doing when a new one comes.
//
// - Each build installs into its own cache, `sudoku-solver-<BUILD_ID>`: pkg/build-info.js,
//   written by `make build`, names it after a hash over every app file.
// - Every client (a page, or the engine worker a page starts) is served from the cache of the
//   build it was loaded from, recorded when it is created: a page by the navigation that loads
//   it (the newest build), a worker by the request for its script (its page's build). So a page
//   open during an update goes on getting its own build's worker, lazy modules and wasm, however
//   late it asks for them, until it reloads; pages opened after it get the new build.
// - That makes taking over safe at any time: a new build activates as soon as it is installed.
//   Pages of the app ask which build they run (www/app.js fetches `sw-build`) and offer to reload.
// - A build's cache is deleted once no open client uses it.
/* global BUILD_ID, PRECACHE */
importScripts('./pkg/build-info.js');

const PREFIX = 'sudoku-solver-';
const CACHE = PREFIX + BUILD_ID;
// Which build each client runs (`client/<id>` → {build, time}), which build was active last
// (`active` → build id), and when each build's install began (`install/<build>` → {time}), kept
// in a cache of their own (not a build's: the name has no PREFIX) so that they outlive this
// worker's restarts and reach the next build's worker.
const RECORDS = 'sudoku-solver:records';
const CLIENT_RECORD = 'client/';
const INSTALL_RECORD = 'install/';
// A build being installed has no client yet: its cache is kept until it activates, or this long
// after its install began (a worker still running an older build may prune meanwhile).
const INSTALL_GRACE_MS = 10 * 60_000;
// A client is recorded before it runs (its page or script is still loading) and so before it is
// listed among the open clients: a record this young is never taken for a closed client's.
const RECORD_GRACE_MS = 10_000;

/** The build of each client looked up or recorded by this worker (a client's build never changes). */
const known = new Map();

/** The address a page asks which build it runs (answered here, never fetched: see respond). */
const BUILD_QUESTION = new URL('sw-build', self.registration.scope).href;

const recordUrl = (name) => new URL(`__sw-records/${name}`, self.registration.scope).href;

async function readRecord(name) {
  const response = await (await caches.open(RECORDS)).match(recordUrl(name));
  return response ? response.json() : null;
}

async function writeRecord(name, value) {
  await (await caches.open(RECORDS)).put(recordUrl(name), new Response(JSON.stringify(value)));
}

/** The build recorded for client `id`, or null. */
async function recordedBuild(id) {
  if (!known.has(id)) {
    const record = await readRecord(CLIENT_RECORD + id);
    if (record) known.set(id, record.build);
  }
  return known.get(id) ?? null;
}

/** Records that client `id` runs `build`, unless it already has a build. */
async function recordClient(id, build) {
  if (!id || (await recordedBuild(id)) !== null) return;
  known.set(id, build);
  await writeRecord(CLIENT_RECORD + id, { build, time: Date.now() });
}

/**
 * The build client `id` runs. A client no worker has recorded yet is one the active build's
 * worker controls without having created it (Chromium may send a new worker a page's requests
 * before that worker's activate event has recorded the page): it runs that build.
 */
async function buildOf(id) {
  if (!id) return BUILD_ID;
  const recorded = await recordedBuild(id);
  if (recorded !== null) return recorded;
  const build = await lastActiveBuild();
  await recordClient(id, build);
  return build;
}

/**
 * The build that served the open pages until this one activated: as recorded, or else the one
 * other build cache there is (a worker that kept no records deleted every cache but its own).
 */
async function lastActiveBuild() {
  const recorded = await readRecord('active');
  if (recorded) return recorded;
  const others = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  return others.length === 1 ? others[0].slice(PREFIX.length) : BUILD_ID;
}

/**
 * Deletes the records of closed clients and the caches of builds no open client runs (never this
 * worker's build, the active one, or one being installed). Resolves whether a record was kept
 * only for being young (a later pass may then delete more).
 */
async function prune() {
  const open = new Set((await self.clients.matchAll({ type: 'all', includeUncontrolled: true })).map((client) => client.id));
  const records = await caches.open(RECORDS);
  const used = new Set([BUILD_ID, await readRecord('active')]);
  let young = false;
  for (const request of await records.keys()) {
    const name = request.url.slice(recordUrl('').length);
    if (name.startsWith(INSTALL_RECORD)) {
      const { time } = await (await records.match(request)).json();
      if (Date.now() - time < INSTALL_GRACE_MS) used.add(name.slice(INSTALL_RECORD.length));
      else await records.delete(request);
      continue;
    }
    if (!name.startsWith(CLIENT_RECORD)) continue;
    const id = name.slice(CLIENT_RECORD.length);
    const { build, time } = await (await records.match(request)).json();
    if (open.has(id) || Date.now() - time < RECORD_GRACE_MS) {
      used.add(build);
      young ||= !open.has(id);
    } else {
      await records.delete(request);
      known.delete(id);
    }
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && !used.has(name.slice(PREFIX.length))) await caches.delete(name);
  }
  return young;
}

/** Prunes now, and once more after the grace period when a young record kept a build. */
async function pruneSoon() {
  if (await prune()) {
    await new Promise((resolve) => setTimeout(resolve, RECORD_GRACE_MS));
    await prune();
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await writeRecord(INSTALL_RECORD + BUILD_ID, { time: Date.now() });
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      // Safe at once: open pages keep being served their own build (see above).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The clients this worker now controls were loaded from the build active until now.
      const previous = await lastActiveBuild();
      for (const client of await self.clients.matchAll({ type: 'all' })) await recordClient(client.id, previous);
      await writeRecord('active', BUILD_ID);
      await (await caches.open(RECORDS)).delete(recordUrl(INSTALL_RECORD + BUILD_ID)); // protected as the active build now
      await self.clients.claim();
      // Those no worker controlled (a first visit) were loaded from the network: this build.
      for (const client of await self.clients.matchAll({ type: 'all', includeUncontrolled: true })) await recordClient(client.id, BUILD_ID);
      await prune();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(event));
  // A navigation replaces or adds a page: builds that only closed pages ran can go.
  if (request.mode === 'navigate') event.waitUntil(pruneSoon());
});

/**
 * Answers from the cache of the requesting client's build (a navigation: the newest), else the
 * network; and answers BUILD_QUESTION with `{build, latest}`: the build the asking page runs and
 * the newest one.
 */
async function respond(event) {
  const { request } = event;
  const navigation = request.mode === 'navigate';
  const build = navigation ? BUILD_ID : await buildOf(event.clientId);
  if (request.url === BUILD_QUESTION) return Response.json({ build, latest: BUILD_ID });
  // A page (navigation) or worker (its script) being created runs this build.
  if (event.resultingClientId) await recordClient(event.resultingClientId, build);
  // ignoreSearch: "./?x" and "./index.html?lang=zh" are still the cached page.
  const cached = await caches.match(request, { cacheName: PREFIX + build, ignoreSearch: true });
  return cached ?? fetch(request);
}
