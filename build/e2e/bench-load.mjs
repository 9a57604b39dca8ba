// The first seconds in a browser, measured (issue 44): headless Chromium opens the page with the
// network (and processor) slowed through CDP, in a fresh profile (nothing cached), then again in
// the same profile (a next visit, the service worker's). For each visit it prints the splash's
// first contentful paint, the first playable frame (the game's "first-frame:" trace line: its
// title drawn), the game's download's end and its start (its canvas made, the module compiled),
// all on the page's clock from the address, the bytes the page took from the
// network until that frame, how many of its files the service worker answered until then, and
// the processor time the browser's processes used until then (what the start costs, whatever
// the load: CDP's throttling slows the page by waiting, not by working more).
// The machine's load average is printed too: on a shared machine it says how much the frame's
// time is the processor's, not the page's.
//   node bench-load.mjs http://127.0.0.1:PORT
import { cpuSeconds, launch, watchConsole } from './common.mjs';

const base = process.argv[2];
const profiles = [
  { name: '9 Mbit/s, 150 ms', net: { offline: false, latency: 150, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 }, cpu: 1 },
  { name: '1.6 Mbit/s, 150 ms, CPU 4x slower', net: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 }, cpu: 4 },
];
const browser = await launch();
console.log(`load average: ${(await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
let failed = false;

async function visit(context, profile, label) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', profile.net);
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const logs = [];
  const errors = [];
  watchConsole(page, logs, errors);
  let bytes = 0;
  let first;
  cdp.on('Network.loadingFinished', (e) => { if (!first) bytes += e.encodedDataLength; });
  let fromSW = 0;
  page.on('response', (r) => { if (!first && r.fromServiceWorker()) fromSW++; });
  // when the game's canvas came (its module compiled and started), on the page's clock
  await page.addInitScript(() => new MutationObserver(() => {
    if (!window.canvasAt && document.querySelector('canvas')) window.canvasAt = performance.now();
  }).observe(document, { subtree: true, childList: true }));
  const cpu = cpuSeconds();
  await page.goto(`${base}/?trace=1`, { waitUntil: 'commit' });
  const end = Date.now() + 180000;
  while (!(first = logs.find((l) => l.startsWith('first-frame:'))) && Date.now() < end && !errors.length) await page.waitForTimeout(50);
  if (!first) {
    console.log(`${profile.name}, ${label}: FAIL: ${errors.length ? errors.join(' | ') : 'no first frame in 180 s'}`);
    failed = true;
    return page;
  }
  const used = cpuSeconds() - cpu;
  const [fcp, downloaded, started] = await page.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    performance.getEntriesByName(new URL('game.wasm', location).href)[0]?.responseEnd, window.canvasAt]);
  const ms = (t) => (t === undefined ? '-' : t.toFixed(0));
  console.log(`${profile.name}, ${label}: splash (first contentful paint) ${ms(fcp)} ms; game downloaded ${ms(downloaded)} ms; ` +
    `started ${ms(started)} ms; first playable frame ${first.split(' ')[1]} ms; ${(bytes / 1e6).toFixed(2)} MB over the network; ${fromSW} files from the service worker; ` +
    `the browser's processor ${used.toFixed(1)} s until then`);
  return page;
}

for (const profile of profiles) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await visit(context, profile, 'first visit');
  // the next visit once the service worker has kept the build (it installs after the first frame)
  await page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.ready.then(() => true));
  await page.close();
  await (await visit(context, profile, 'next visit')).close();
  await context.close();
}
await browser.close();
process.exit(failed ? 1 : 0);
