// The service worker's notifications in headless Chromium (issue 42): build/web/sw.js, served
// with stand-ins for the build's files, is sent a push through the DevTools protocol
// (ServiceWorker.deliverPushMessage: a stand-in for the push service, which Chromium cannot reach
// from here) carrying the server's payload; the check reads the notification the worker showed
// (registration.getNotifications), then dispatches a notificationclick inside the worker (a
// stand-in for the person's click on the system's notification) and checks that the page's tab
// is told which game to open and the notification is gone. It also tries a real subscription and
// prints what Chromium answers.
//   node sw.mjs URL OUT
import { chromium } from 'playwright-core';

const [url, out] = process.argv.slice(2);
const fail = (msg) => { console.error('push: FAIL: ' + msg); process.exit(1); };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const ctx = await browser.newContext();
  await ctx.grantPermissions(['notifications'], { origin: url });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  // Playwright's permissions name no "push": granted by the DevTools protocol
  await cdp.send('Browser.setPermission', { permission: { name: 'push', userVisibleOnly: true }, setting: 'granted', origin: url });
  const regs = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => regs.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.goto(url + '/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const reg = regs.find((r) => r.scopeURL === url + '/' && !r.isDeleted);
  if (!reg) fail('no registration of sw.js for ' + url + '/');

  const payload = { title: 'Your turn', body: 'Your turn in game 27PSXSJ2 with Ann.', event: 'turn',
    game: '996edb4d7e56a065b9a4b77f03abade7', step: 3, url: './?game=996edb4d7e56a065b9a4b77f03abade7' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: url, registrationId: reg.registrationId, data: JSON.stringify(payload) });
  const shown = async () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications())
    .map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data, icon: n.icon })));
  let ns = [];
  for (let i = 0; i < 300 && ns.length === 0; i++) {
    ns = await shown();
    if (ns.length === 0) await page.waitForTimeout(100); // a bounded poll on the worker's showing: 30 s
  }
  if (ns.length !== 1) fail('the push showed ' + ns.length + ' notifications, not one');
  const n = ns[0];
  if (n.title !== 'Your turn' || n.body !== payload.body || n.tag !== 'tigris-' + payload.game ||
      n.data.game !== payload.game || n.data.url !== url + '/?game=' + payload.game || !n.icon.startsWith('data:image/svg+xml')) {
    fail('the notification shown: ' + JSON.stringify(n));
  }
  console.log('push: shown: ' + JSON.stringify({ title: n.title, body: n.body, tag: n.tag }));

  // the click: the open tab is told the game and the notification closes
  const told = page.evaluate(() => new Promise((resolve) => navigator.serviceWorker.addEventListener('message',
    (e) => resolve(e.data), { once: true })));
  const sw = ctx.serviceWorkers().find((w) => w.url().startsWith(url));
  if (!sw) fail('Playwright sees no service worker');
  await sw.evaluate(async () => {
    const [n] = await self.registration.getNotifications();
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
  });
  const msg = await told;
  if (msg.type !== 'tigris-open' || msg.game !== payload.game) fail('the tab was told ' + JSON.stringify(msg));
  for (let i = 0; i < 100 && (await shown()).length > 0; i++) await page.waitForTimeout(50);
  if ((await shown()).length !== 0) fail('the notification clicked is still shown');
  console.log('push: a click told the tab to open game ' + msg.game + ' and closed the notification');

  // a real subscription needs the browser's push service, which this machine cannot reach
  const real = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const key = Uint8Array.from(atob('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
      .replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const t = new Promise((r) => setTimeout(() => r('no answer within 10 s'), 10000));
    return Promise.race([reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then((s) => 'subscribed at ' + new URL(s.endpoint).host, (e) => e.name + ': ' + e.message), t]);
  });
  console.log('push: a real subscription in this Chromium: ' + real);
  await page.screenshot({ path: out + '/push.png' });
} finally {
  await browser.close();
}
console.log('push: 1 passed, 0 failed');
