// Sharing from within the tap: Menu › Share › Copy a link hands the link to the system's share
// sheet where there is one (navigator.share), copies it where there is none, and says what really
// happened ("share:" trace lines): shared, cancelled (the sheet closed), copied, or refused and
// shown to copy by hand; no promise rejection is left unhandled. The browser's answers are
// played by stand-ins for navigator.share and the clipboard (a headless browser has no sheet).
// Phone at 3x, touch.
//   node share.mjs http://127.0.0.1:PORT OUTDIR
import { controlsFrom, launch, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
// reduced motion asked for (Animation starts off): this check is not about motion, and the
// rivers' moving water would only cost frames of a 1170x2532 canvas drawn in software
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
const page = await context.newPage();
const logs = [];
const errors = [];
watchConsole(page, logs, errors);
let prompted = null;
page.on('dialog', async (d) => { prompted = d.defaultValue(); await d.dismiss(); });
await page.addInitScript(() => {
  window.addEventListener('unhandledrejection', (e) => console.error('unhandled rejection: ' + e.reason));
  window.shareMode = 'none'; // none: no share sheet; ok: shared; closed: the person closed it
  window.clipMode = 'ok'; // refuse: the clipboard refuses, the old way too
  Object.defineProperty(Navigator.prototype, 'share', {
    configurable: true,
    get: () => (window.shareMode === 'none' ? undefined : (data) => {
      window.sharedWith = data.url;
      return window.shareMode === 'ok' ? Promise.resolve() : Promise.reject(new DOMException('closed', 'AbortError'));
    }),
  });
  const write = navigator.clipboard.writeText.bind(navigator.clipboard);
  navigator.clipboard.writeText = (t) => (window.clipMode === 'refuse' ? Promise.reject(new DOMException('denied', 'NotAllowedError')) : write(t));
  const exec = document.execCommand.bind(document);
  document.execCommand = (c) => (window.clipMode === 'refuse' ? false : exec(c));
});
const fail = async (msg) => {
  console.error('web-share: FAIL: ' + msg);
  writeFileSync(`${out}/share-console.log`, logs.join('\n'));
  await page.screenshot({ path: `${out}/share-failure.png` }).catch(() => {});
  await browser.close();
  process.exit(1);
};
async function waitLine(re, seconds = 30, from = 0) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    for (let i = from; i < logs.length; i++) if (re.test(logs[i])) return logs[i];
    if (errors.length) await fail('console error: ' + errors.join(' | '));
    if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + re);
    await page.waitForTimeout(50);
  }
}
const controls = (screen) => controlsFrom(logs, screen);

await page.goto(`${base}/?seats=archer:human,bull:medium&seed=2&trace=1`);
await waitLine(/^await: archer action/, 60);
await page.touchscreen.tap(...controls('play').menu);
await waitLine(/^controls: menu .*share:/);
await page.touchscreen.tap(...controls('menu').share);
await waitLine(/^controls: menu .*copy-link:/);

const results = [];
async function tapLink(share, clip, want) {
  await page.evaluate(([s, c]) => { window.shareMode = s; window.clipMode = c; window.sharedWith = null; }, [share, clip]);
  const from = logs.length;
  await page.touchscreen.tap(...controls('menu')['copy-link']); // the menu grows with its message
  const line = await waitLine(/^share: copy-link /, 10, from);
  if (line !== `share: copy-link ${want}`) await fail(`with share ${share} and clipboard ${clip}: "${line}", want ${want}`);
  results.push(`${share}/${clip}: ${want}`);
}
await tapLink('ok', 'ok', 'shared');
const shared = await page.evaluate(() => window.sharedWith);
if (!/position=/.test(shared || '') || /[?&]seed=/.test(shared)) await fail(`the share sheet was given "${shared}"`);
await page.screenshot({ path: `${out}/share-shared.png` });
await tapLink('closed', 'ok', 'cancelled');
await tapLink('none', 'ok', 'copied');
// each link carries a fresh seed for the tiles it hides (never the deal's): the rest is the same
const unseeded = (l) => (l || '').replace(/seed\+\d+/, 'seed');
const copied = await page.evaluate(() => navigator.clipboard.readText());
if (unseeded(copied) !== unseeded(shared)) await fail(`the clipboard holds "${copied}", not the link`);
await tapLink('none', 'refuse', 'by-hand');
if (unseeded(prompted) !== unseeded(shared)) await fail(`the link to copy by hand was "${prompted}"`);
await page.waitForTimeout(200);
await page.screenshot({ path: `${out}/share-refused.png` });
// once the menu is closed, a tap where Copy a link was shares nothing
const gone = controls('menu')['copy-link'];
await page.touchscreen.tap(...controls('menu').cancel);
await waitLine(/^controls: menu .*resume:/, 10, logs.length - 1);
await page.touchscreen.tap(...controls('menu').resume);
await waitLine(/^controls: play /, 10, logs.length - 1);
const from = logs.length;
await page.evaluate(() => { window.shareMode = 'ok'; window.clipMode = 'ok'; });
await page.touchscreen.tap(...gone);
await waitLine(/^pointer: up /, 10, from);
await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
if (logs.slice(from).some((l) => l.startsWith('share:'))) await fail('a tap shared the link after the menu closed');
if (errors.length) await fail('console error: ' + errors.join(' | '));
console.log('web-share: ' + results.join(', ') + '; nothing once the menu closed');
await browser.close();
