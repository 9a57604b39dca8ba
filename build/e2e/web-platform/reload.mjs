// A link survives a reload: once the page has read a link's game, the game's parameters leave the
// address (the others stay), and a reload brings back the game as it was left, with the moves
// made, instead of dealing the link anew. Phone at 3x, touch.
//   node reload.mjs http://127.0.0.1:PORT OUTDIR
import { launch, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
// reduced motion asked for (Animation starts off): this check is not about motion, and the
// rivers' moving water would only cost frames of a 1170x2532 canvas drawn in software
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
const page = await context.newPage();
const logs = []; // emptied in place (length = 0): the console watcher holds this array
const errors = [];
watchConsole(page, logs, errors);
const fail = async (msg) => {
  console.error('web-reload: FAIL: ' + msg);
  writeFileSync(`${out}/reload-console.log`, logs.join('\n'));
  await page.screenshot({ path: `${out}/reload-failure.png` }).catch(() => {});
  await browser.close();
  process.exit(1);
};
async function waitLine(re, seconds = 60) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const l = logs.find((x) => re.test(x));
    if (l) return l;
    if (errors.length) await fail('console error: ' + errors.join(' | '));
    if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + re);
    await page.waitForTimeout(50);
  }
}
const saved = () => page.evaluate(() => {
  const keys = Object.keys(localStorage).filter((k) => k.startsWith('tigris/'));
  // the game itself: the time it was saved at (and the checksum, which covers it) aside
  return { keys, autosave: (localStorage.getItem('tigris/autosave') || '').replace(/^(saved|checksum) .*$/gm, '') };
});

await page.goto(`${base}/?seats=archer:human,bull:medium&map=advanced&seed=11&trace=1&botdelay=0s`);
await waitLine(/^await: archer action/);
const search = await page.evaluate(() => location.search);
if (/seats|map|seed/.test(search) || !/trace=1/.test(search)) await fail(`the address still reads "${search}" once the game started`);
// Archer ends the turn (Space, and Space again to the question End turn asks with actions
// left) and Bull plays his whole turn: the game has moved on
await page.keyboard.press('Space');
await waitLine(/^controls: play ask-no:\S+ ask-yes:/, 10);
await page.keyboard.press('Space');
await waitLine(/^applied: archer pass/, 10);
logs.length = 0;
await waitLine(/^await: archer action/);
const before = await saved();
const moves = before.autosave.split('\n').filter((l) => /^\s+(archer|bull) /.test(l));
if (moves.length < 3) await fail(`the autosave holds ${moves.length} decisions before the reload`);
await page.screenshot({ path: `${out}/reload-before.png` });

logs.length = 0;
await page.reload();
await waitLine(/^await: archer action/);
const after = await saved();
if (after.autosave !== before.autosave) await fail('after the reload the game is not the one left (its autosave changed)');
if (after.keys.length !== before.keys.length) await fail(`the reload kept a game aside: ${after.keys.join(', ')}`);
await page.screenshot({ path: `${out}/reload-after.png` });
console.log(`web-reload: the address lost its game parameters ("${search}"); a reload brought back the game with its ${moves.length} decisions`);
await browser.close();
