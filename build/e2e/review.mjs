// The review of a game in the browser, as a person asks for it: a short finished game is loaded
// from the saves, its results card's Review the game is clicked, and the review is made in the bots' worker beside the page (its progress comes from
// the worker, the page's frames keep coming), then its largest mistakes are listed and one is
// shown on the board. Fails on any console error or a step that does not happen.
//   node build/e2e/review.mjs http://127.0.0.1:PORT out/e2e-web SAVE-FILE
import { controlsFrom, frames, launch, watchConsole } from './common.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [base, out, saveFile] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const logs = [];
const errors = [];
watchConsole(page, logs, errors);
const fail = async (msg) => {
  console.error('e2e-review: FAIL: ' + msg);
  await page.screenshot({ path: `${out}/review-failure.png` }).catch(() => {});
  writeFileSync(`${out}/review-console.log`, logs.join('\n'));
  await browser.close();
  process.exit(1);
};

// waitLine resolves with the first console line (after index from) matching re
async function waitLine(re, seconds, from = 0) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    for (let i = from; i < logs.length; i++) if (re.test(logs[i])) return { line: logs[i], index: i };
    if (errors.length) await fail('console error: ' + errors.join(' | '));
    if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + re);
    await page.waitForTimeout(50);
  }
}

// click presses a control of screen by its id, where the latest trace line put it
async function click(screen, id) {
  const at = controlsFrom(logs, screen);
  if (!at || !at[id]) await fail(`no ${id} on the ${screen} screen: ${JSON.stringify(at)}`);
  await page.mouse.click(at[id][0], at[id][1]);
}

// a finished game kept among the saves (18 decisions from a position with 16 tiles in the bag,
// Ann playing at random): loaded from the title's Load list, it opens on its results
const save = readFileSync(saveFile, 'utf8');
await page.goto(`${base}/?trace=1`);
await waitLine(/^controls: title .*load:/, 60);
await page.evaluate((text) => localStorage.setItem('tigris/saves/Reviewed endgame', text), save);
const title = logs.length;
await page.reload();
await waitLine(/^bots: in a worker beside the page/, 60, title);
await waitLine(/^controls: title .*load:/, 60, title);
await click('title', 'load');
await waitLine(/^controls: saves .*load0:/, 20, title);
await click('saves', 'load0');
await waitLine(/^controls: play .*review:/, 20, title);
const lines = save.split('\n');
const decisions = lines.findIndex((l) => l.startsWith('checksum')) - lines.indexOf('moves') - 1;
await page.screenshot({ path: `${out}/review-1-results.png` });

// the frames drawn while the review is made, and the longest gap between two of them
await page.evaluate(() => {
  window.__frames = 0;
  window.__gap = 0;
  let last = performance.now();
  const tick = (t) => { window.__frames++; window.__gap = Math.max(window.__gap, t - last); last = t; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
});
const asked = logs.length;
const started = Date.now();
await click('play', 'review');
await waitLine(/^controls: review .*review-stop:/, 20, asked);
const first = await waitLine(/^review: \d+ of \d+ in the worker$/, 60, asked);
await page.screenshot({ path: `${out}/review-2-running.png` });
// about 2 s a decision on an idle machine; a shared one may take ten times that
const made = await waitLine(/^review: made in the worker$/, 900, asked);
const seconds = (Date.now() - started) / 1000;
const steps = logs.slice(asked, made.index).filter((l) => / in the worker$/.test(l) && l.includes(' of '));
const [, total] = steps[steps.length - 1].match(/of (\d+)/);
if (steps.length < 2 || !steps.every((l, i) => i === 0 || Number(l.split(' ')[1]) >= Number(steps[i - 1].split(' ')[1]))) {
  await fail(`the progress did not move forward: ${steps.join(' | ')}`);
}
if (logs.slice(asked).some((l) => l.startsWith('review: in the page'))) await fail('the review was made in the page');
const [drawn, gap] = await page.evaluate(() => [window.__frames, window.__gap]);
console.log(`the review of ${decisions} decisions (${total} weighed) took ${seconds.toFixed(1)} s in the worker, from "${first.line}"; ${drawn} frames meanwhile, the longest gap ${gap.toFixed(0)} ms`);
// the page's frames went on while the worker weighed: a decision weighed on the page's thread
// (its 800 playouts take a second or more in a browser) would have stopped them; how long a frame
// waits on a busy machine with software WebGL is not the review's (so no bound on the gap)
if (drawn < 2 * Number(total)) await fail(`only ${drawn} frames were drawn while ${total} decisions were weighed`);

// the review made: the largest mistakes are listed (a Random player makes some), Stop is gone
const done = await waitLine(/^controls: review .*mistake0:/, 20, made.index);
if (/review-stop:/.test(done.line)) await fail('the review is made but Stop is still offered: ' + done.line);
await frames(page);
// the largest mistake is shown first; the list's last, chosen, is shown on the board instead
const listed = done.line.split(' ').filter((w) => w.startsWith('mistake')).length;
if (listed < 2) await fail('fewer than two mistakes listed: ' + done.line);
await page.mouse.move(640, 20); // the pointer rests on the title in both pictures
await frames(page, 6);
const shown = await page.screenshot({ path: `${out}/review-3-made.png` });
await click('review', 'mistake' + (listed - 1));
await page.mouse.move(640, 20);
await frames(page, 6);
const other = await page.screenshot({ path: `${out}/review-4-mistake.png` });
if (shown.equals(other)) await fail('choosing another mistake changed nothing on screen');
if (errors.length) await fail('console errors: ' + errors.join(' | '));
writeFileSync(`${out}/review-console.log`, logs.join('\n'));
console.log(`e2e-review: passed; ${listed} mistakes listed`);
await browser.close();
