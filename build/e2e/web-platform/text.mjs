// Text on a phone: a tap on a field of the canvas opens the page's editable element over it (what
// brings up the on-screen keyboard), text typed there (CDP Input.insertText, as a keyboard's
// words come) reaches the game, Enter commits, a digits-only field refuses letters. Phone at 3x,
// touch.
//   node text.mjs http://127.0.0.1:PORT OUTDIR
import { controlsFrom, fingerDrag, launch, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
// reduced motion asked for (Animation starts off): this check is not about motion, and the
// rivers' moving water would only cost frames of a 1170x2532 canvas drawn in software
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const logs = [];
const errors = [];
watchConsole(page, logs, errors);
const fail = async (msg) => {
  console.error('web-text: FAIL: ' + msg);
  writeFileSync(`${out}/text-console.log`, logs.join('\n'));
  await page.screenshot({ path: `${out}/text-failure.png` }).catch(() => {});
  await browser.close();
  process.exit(1);
};
async function waitFor(what, ok, seconds = 30) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const v = await ok();
    if (v) return v;
    if (errors.length) await fail('console error: ' + errors.join(' | '));
    if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + what);
    await page.waitForTimeout(50);
  }
}
const controls = (screen) => controlsFrom(logs, screen);
const focused = () => page.evaluate(() => {
  const e = document.activeElement;
  if (!e || e.tagName !== 'INPUT') return null;
  const r = e.getBoundingClientRect();
  return { value: e.value, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height, mode: e.inputMode };
});
const tap = (x, y) => page.touchscreen.tap(x, y);

await page.goto(base + '/?trace=1');
const title = await waitFor('the title', () => controls('title'), 60);
await tap(...title.new);
const setup = await waitFor('the new-game screen', () => controls('setup') && controls('setup')['0-name'] && controls('setup'));

// 1. a name: the tap puts an editable element over the field, focused
await tap(...setup['0-name']);
const field = await waitFor('an editable element over the name field', focused, 5);
const [nx, ny] = setup['0-name'];
if (Math.abs(field.x - nx) > field.w / 2 || Math.abs(field.y - ny) > field.h / 2) await fail(`the element (${field.x},${field.y}) is not over the field (${nx},${ny})`);
await cdp.send('Input.insertText', { text: 'Anna' });
await page.waitForTimeout(100);
await page.screenshot({ path: `${out}/text-typing.png` });
await page.keyboard.press('Enter');
await waitFor('the element to go after Enter', async () => (await focused()) === null, 5);
// the field kept it: a tap again shows it in a new element
await tap(...setup['0-name']);
const again = await waitFor('the element again', focused, 5);
if (again.value !== 'Anna') await fail(`the name field holds "${again.value}" after typing Anna and Enter`);
// a tap elsewhere (off any field) leaves it, keeping the text
await tap(195, 40);
await waitFor('the element to go after a tap elsewhere', async () => (await focused()) === null, 5);

// 2. the seed: digits only, the keyboard's numeric; below the fold on a phone, the page is
// scrolled with a finger until it shows
for (let scrolls = 0; !controls('setup').seed; scrolls++) {
  if (scrolls === 5) await fail('the new-game screen never showed the seed field after 5 scrolls');
  const shown = logs.length;
  await fingerDrag(cdp, page, [195, 700], [195, 250]);
  await waitFor('the controls after a scroll', () => logs.length > shown && controls('setup'), 10);
}
await tap(...controls('setup').seed);
const seed = await waitFor('an editable element over the seed field', focused, 5);
if (seed.mode !== 'numeric') await fail(`the seed field asks for the "${seed.mode}" keyboard`);
await cdp.send('Input.insertText', { text: '12ab34' });
await waitFor('letters refused in the seed', async () => (await focused())?.value === '1234', 5);
await page.screenshot({ path: `${out}/text-seed.png` });
await page.keyboard.press('Enter');
await waitFor('the element to go after Enter', async () => (await focused()) === null, 5);
console.log('web-text: a tap opens an editable element over the field; typed text, Enter, a tap elsewhere and digits-only work');
await browser.close();
