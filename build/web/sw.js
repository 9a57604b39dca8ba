// The service worker: keeps the build (the page, its loader, the game and the bots' worker) in a
// cache named by the build's hash, so a second visit starts from this machine instead of the
// network, and a new build (a new hash, so a new sw.js the browser installs) replaces the old one
// whole. It answers only for the build's own files: anything else, the online server's API and
// its WebSocket included, goes to the network untouched and is never stored.
const BUILD = '__BUILD_HASH__';
const CACHE = 'tigris-' + BUILD;
// the build's files as the page names them (online/webfiles/pack names some by their hash)
const FILES = ['./', 'wasm_exec.js', 'game.wasm', 'worker.js', 'worker.wasm'];
const scope = new URL(self.registration.scope);
const wanted = new Set(FILES.map((f) => new URL(f, scope).href));

self.addEventListener('install', (e) => {
  // most of these come from the HTTP cache: the page has just fetched them
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tigris-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  // a navigation to the page, whatever its query (a shared game's link), is the page
  const key = req.mode === 'navigate' && new URL(req.url).pathname === scope.pathname ? new URL('./', scope).href : req.url;
  if (!wanted.has(key)) return;
  e.respondWith(caches.open(CACHE).then(async (c) => {
    const hit = await c.match(key);
    if (hit) return hit;
    const resp = await fetch(req);
    if (resp.ok && resp.type === 'basic') c.put(key, resp.clone());
    return resp;
  }));
});
