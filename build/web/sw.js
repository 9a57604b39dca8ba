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

// Notifications (docs/PROTOCOL.md, "Notifications"): the server's push, decrypted by the browser,
// carries {title, body, event, game, step, url}. It is shown even with every tab closed; a
// newer one of the same game replaces the older (its tag).
self.addEventListener('push', (e) => {
  let m = {};
  try { m = e.data ? e.data.json() : {}; } catch (err) { m = { body: e.data ? e.data.text() : '' }; }
  const title = m.title || 'Tigris & Euphrates';
  e.waitUntil(self.registration.showNotification(title, {
    body: m.body || 'Something waits on you in an online game.',
    tag: 'tigris-' + (m.game || 'game'),
    renotify: true,
    icon: ICON,
    data: { game: m.game || '', url: new URL(m.url || './', scope).href },
  }));
});

// A click on the notification brings the game forward: a tab of the page is focused and told
// which game to open; with none, the page is opened on it.
self.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const data = e.notification.data || {};
  e.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
    const tab = tabs.find((c) => c.url.startsWith(scope.href));
    if (tab) {
      tab.postMessage({ type: 'tigris-open', game: data.game || '' });
      try { await tab.focus(); } catch (err) { /* focusing needs the click's activation: told all the same */ }
      return;
    }
    return self.clients.openWindow(data.url || scope.href);
  }));
});

// the notification's icon: the title's ziggurat, drawn here (no image file to fetch)
const ICON = 'data:image/svg+xml,' + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#5a3a24"/>' +
  '<rect x="26" y="12" width="12" height="8" fill="#e8b830"/><rect x="19" y="22" width="26" height="8" fill="#d9a066"/>' +
  '<rect x="12" y="32" width="40" height="8" fill="#c48350"/><rect x="6" y="42" width="52" height="8" fill="#a8683c"/>' +
  '<rect x="6" y="53" width="52" height="4" rx="2" fill="#7fb4d4"/></svg>');
