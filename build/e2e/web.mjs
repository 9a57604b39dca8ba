// Plays the browser build in headless Chromium as a person would: loads the page with a seeded
// game against a bot, drags a tile with the mouse and another with touch, ends the turn, lets the
// bot play, reloads the page and continues the game from local storage, and takes screenshots. Fails on any console error or a step that does not happen.
//   node build/e2e/web.mjs http://127.0.0.1:PORT out/e2e-web
import { fingerDrag, frames, launch, renderer, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
const fail = async (msg) => {
  console.error('e2e-web: FAIL: ' + msg);
  await page.screenshot({ path: `${out}/failure.png` }).catch(() => {});
  writeFileSync(`${out}/console.log`, logs.join('\n'));
  await browser.close();
  process.exit(1);
};
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
const page = await context.newPage();
const logs = [];
const errors = [];
watchConsole(page, logs, errors);

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

// Counts the page's frames between each decision asked of the bots' worker ("choose") and its
// answer: a page that waited on its bot would draw none while the bot thinks.
await page.addInitScript(() => {
  window.__frames = 0;
  const tick = () => { window.__frames++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  window.__thinks = [];
  const Plain = window.Worker;
  window.Worker = class extends Plain {
    constructor(...args) {
      super(...args);
      const asked = new Map();
      const post = this.postMessage.bind(this);
      this.postMessage = (data, ...rest) => {
        try {
          const m = JSON.parse(data);
          if (m.op === 'choose') asked.set(m.id, window.__frames);
        } catch (e) { /* not a request of ours */ }
        return post(data, ...rest);
      };
      this.addEventListener('message', (e) => {
        try {
          const m = JSON.parse(e.data);
          if (asked.has(m.id) && m.move) { window.__thinks.push(window.__frames - asked.get(m.id)); asked.delete(m.id); }
        } catch (err) { /* not an answer of ours */ }
      });
    }
  };
});
const started = Date.now();
await page.goto(`${base}/?seats=archer:human,bull:hard&seed=3&trace=1&botdelay=150ms&think=1500ms`);
const first = await waitLine(/^first-frame:/, 60);
const loadToFrame = Date.now() - started;
console.log(`page load to first frame: ${loadToFrame} ms (${first.line})`);
console.log(`WebGL drawn by ${await renderer(page)}`);
await waitLine(/^await: archer action hand=r/, 30);
const layout = (await waitLine(/^layout:/, 5)).line.split(' ');
const pt = (s) => s.split(',').map(Number);
const hand = layout.slice(2, 8).map(pt);
const cells = layout.slice(layout.indexOf('cells') + 1).map(pt);
const cell = (name) => cells[(Number(name.slice(1)) - 1) * 16 + name.charCodeAt(0) - 65];
await page.screenshot({ path: `${out}/1-start.png` });

// 1. drag the first tile of the hand (a temple) onto H5 with the mouse
const [hx, hy] = hand[0];
const [cx, cy] = cell('H5');
await page.mouse.move(hx, hy);
await page.mouse.down();
await frames(page);
await page.mouse.move(700, 300, { steps: 6 });
await page.mouse.move(cx, cy, { steps: 6 });
await page.waitForTimeout(150);
await frames(page);
await page.screenshot({ path: `${out}/2-dragging.png` });
await page.mouse.up();
await waitLine(/^applied: archer tile r H5$/, 10);
await page.screenshot({ path: `${out}/3-placed.png` });

// 2. drag the next tile (a farm, in the second slot: the temple's slot stays empty until the
// turn's draw) onto the river at E1 with a finger
const [fx, fy] = hand[1];
const [ex, ey] = cell('E1');
const cdp = await context.newCDPSession(page);
await fingerDrag(cdp, page, [fx, fy], [ex, ey]);
await waitLine(/^applied: archer tile b E1$/, 10);

// 3. the bot plays its turn in its worker while frames keep coming, then it is archer's turn
// again. It thinks 1.5 s a decision in the worker, and the page draws on: every decision must be
// asked of the worker (a bot in the page's own frames asks none) and the page must draw while it
// thinks. Frames are counted, not timed: the longest gap between two said more about how busy
// the machine was than about the page (over a second at loads of 11 to 30).
const thinksBefore = await page.evaluate(() => window.__thinks.length);
const before = logs.length;
await page.keyboard.press('Space'); // the second action waits for End turn
const bot = await waitLine(/^await: archer action/, 60, before);
const botMoves = logs.slice(before, bot.index).filter((l) => l.startsWith('applied: bull')).length;
if (botMoves < 1) await fail('the bot made no move');
const thinks = (await page.evaluate(() => window.__thinks)).slice(thinksBefore);
console.log(`frames the page drew while the worker thought each of the Hard bot's ${botMoves} moves: ${thinks.join(', ')}`);
if (thinks.length < botMoves) await fail(`the worker answered ${thinks.length} decisions for the bot's ${botMoves} moves: the bot did not think in the worker`);
if (Math.min(...thinks) < 1) await fail('the page drew no frame while the bot thought 1.5 s: it waited on the bot');
await page.screenshot({ path: `${out}/4-after-bot.png` });
const askedAt = logs.length;
await page.keyboard.press('Space'); // End turn with both actions left asks first
await waitLine(/^controls: play .*ask-yes/, 10, askedAt);
await page.keyboard.press('Enter');
await waitLine(/^applied: archer pass$/, 10);
const turn3 = await waitLine(/^await: archer action/, 60, logs.length);
await page.screenshot({ path: `${out}/5-next-turn.png` });

// 3b. the Hint: a Medium bot thinks in the frames' slices and the hint comes as words
const playControls = logs.filter((l) => l.startsWith('controls: play ')).pop();
const hintAt = playControls.split(' ').find((p) => p.startsWith('hint:'));
if (!hintAt) await fail('no Hint button: ' + playControls);
const [hintX, hintY] = hintAt.slice(5).split(',').map(Number);
const asked = logs.length;
await page.mouse.click(hintX, hintY);
const hint = await waitLine(/^hint: /, 30, asked);
console.log(`the hint came: ${hint.line}`);
await page.screenshot({ path: `${out}/5b-hint.png` });

// 4. the game is kept in local storage after every decision: a fresh page's Continue brings it back
const saved = await page.evaluate(() => localStorage.getItem('tigris/autosave') || '');
for (const want of ['archer tile r H5', 'archer tile b E1', 'archer pass']) {
  if (!saved.includes(want)) await fail(`the autosave in local storage lacks "${want}"`);
}
const reload = logs.length;
await page.goto(`${base}/?trace=1`);
await waitLine(/^first-frame:/, 60, reload);
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/6-title.png` });
const fromTitle = logs.length;
const title = (await waitLine(/^controls: title .*continue:/, 20, reload)).line;
const [kx, ky] = title.split(' ').find((p) => p.startsWith('continue:')).slice(9).split(',').map(Number);
await page.mouse.click(kx, ky); // Continue, the first button of the title
const resumed = await waitLine(/^await: archer action/, 20, fromTitle);
if (resumed.line !== turn3.line) await fail(`Continue resumed at "${resumed.line}", the game was at "${turn3.line}"`);
await page.screenshot({ path: `${out}/7-continued.png` });

// 4b. a second tab of the same site is refused the storage while the first tab lives
const tab2 = await context.newPage();
const tab2Logs = [];
tab2.on('console', (m) => tab2Logs.push(m.text()));
await tab2.goto(`${base}/?trace=1`);
// the notice is printed before the first frame: a first frame without it means no refusal
const told = (l) => l.startsWith('notice:') || l.startsWith('first-frame:');
for (const end = Date.now() + 60000; !tab2Logs.some(told) && Date.now() < end;) await page.waitForTimeout(50);
const refused = tab2Logs.find((l) => l.startsWith('notice:')) || '';
if (!refused.includes('open in another tab')) await fail(`a second tab on the same storage was not refused it (its notice: "${refused}")`);
console.log(`a second tab is refused: ${refused}`);
await tab2.close();

// 4b'. a link far longer than any position is refused before any of it is read, with the reason
const bigContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const bigTab = await bigContext.newPage();
const bigLogs = [];
bigTab.on('console', (m) => bigLogs.push(m.text()));
await bigTab.goto(`${base}/?trace=1&position=${'x'.repeat(300000)}`);
for (const end = Date.now() + 60000; !bigLogs.some(told) && Date.now() < end;) await page.waitForTimeout(50);
const bigNotice = bigLogs.find((l) => l.startsWith('notice:')) || '';
if (!bigNotice.includes('larger than any game')) await fail(`a 300 KB link was not refused with its reason (its notice: "${bigNotice}")`);
console.log(`a 300 KB link is refused: ${bigNotice}`);
await bigContext.close();

// 4c. closing the tab when the game cannot be written (storage full) asks first; once it can be
// written again, the page closes without asking
await page.evaluate(() => {
  localStorage.removeItem('tigris/autosave');
  for (let n = 1 << 22, i = 0; n >= 16; n >>= 1) {
    for (;;) {
      try { localStorage.setItem(`fill${n}-${i++}`, 'x'.repeat(n)); } catch (e) { break; }
    }
  }
});
let closeAsked = 0;
const onDialog = async (d) => { if (d.type() === 'beforeunload') { closeAsked++; await d.dismiss(); } else await d.dismiss(); };
page.on('dialog', onDialog);
await page.close({ runBeforeUnload: true });
for (const end = Date.now() + 10000; closeAsked === 0 && Date.now() < end;) await new Promise((r) => setTimeout(r, 50));
if (closeAsked === 0 || page.isClosed()) await fail('closing the tab with the game unsaved (storage full) did not ask first');
console.log('closing with the game unsaved asks first');
await page.evaluate(() => { for (const k of Object.keys(localStorage)) if (k.startsWith('fill')) localStorage.removeItem(k); });
page.off('dialog', onDialog);
page.on('dialog', (d) => d.accept()); // nothing should ask from here on; a question would only be answered

// 5. a long bot game: the page's WebAssembly memory stays flat (it is never given back)
const longGame = logs.length;
await page.goto(`${base}/?seats=archer:hard,bull:hard,pot:medium&botdelay=0&think=300ms&trace=1`);
await waitLine(/^first-frame:/, 60, longGame);
const memory = () => page.evaluate(() => window.tigrisMemory() / 1048576);
const decisions = () => logs.slice(longGame).filter((l) => l.startsWith('applied:')).length;
await waitLine(/^applied:/, 60, longGame);
const early = await memory();
const earlyMoves = decisions();
const until = Date.now() + 90000;
while (decisions() < earlyMoves + 80 && Date.now() < until) await page.waitForTimeout(500);
const late = await memory();
console.log(`WebAssembly memory: ${early.toFixed(1)} MiB after ${earlyMoves} decisions, ${late.toFixed(1)} MiB after ${decisions()}`);
if (decisions() < earlyMoves + 40) await fail(`the bot game made only ${decisions() - earlyMoves} decisions in 90 s`);
if (late > Math.max(early * 1.35, 112)) await fail(`the page's memory grew from ${early.toFixed(1)} to ${late.toFixed(1)} MiB`);

writeFileSync(`${out}/console.log`, logs.join('\n'));
if (errors.length) await fail('console errors: ' + errors.join(' | '));
console.log(`e2e-web: passed; the bot made ${botMoves} decisions; ${logs.filter((l) => l.startsWith('applied:')).length} decisions in all`);
await browser.close();
