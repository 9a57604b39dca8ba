// Plays the browser build on an emulated phone (390x844 at 3x, touch) with a finger, through CDP
// touch events, the sequences that lost or misplaced taps (issue 36): a tap picks a tile and a tap
// places it; a tap, a slide and a lift place it where the finger lifts; a tapped piece stays where
// it was taken from, not at (0,0); a tap on Menu and on End turn while a piece is picked does what
// the button says; a drag back to its start cancels and the next End turn is not swallowed. Then
// it measures placement accuracy with taps 1 CSS px inside the edges of spaces, pinches the board
// larger, places on it and double-taps it back to fit, and takes
// screenshots at the phone's two orientations, a tablet and three desktop sizes.
//   node build/e2e/touch.mjs http://127.0.0.1:PORT out/e2e-touch
import { frames, launch, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launch();
let page;
const logs = [];
const errors = [];
const fail = async (msg) => {
  console.error('e2e-touch: FAIL: ' + msg);
  if (page) await page.screenshot({ path: `${out}/failure.png` }).catch(() => {});
  writeFileSync(`${out}/console.log`, logs.join('\n'));
  await browser.close();
  process.exit(1);
};
const watch = (p) => watchConsole(p, logs, errors);
async function waitLine(re, seconds, from = 0) {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    for (let i = from; i < logs.length; i++) if (re.test(logs[i])) return { line: logs[i], index: i };
    if (errors.length) await fail('console error: ' + errors.join(' | '));
    if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + re);
    await page.waitForTimeout(50);
  }
}
// lines since index from that match re
const since = (from, re) => logs.slice(from).filter((l) => re.test(l));
const pt = (s) => s.split(',').map(Number);

const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
page = await phone.newPage();
watch(page);
const cdp = await phone.newCDPSession(page);
const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
// a finger's tap: down for a couple of frames, then lifted
async function tap([x, y]) {
  await touch('touchStart', [{ x, y, id: 0 }]);
  await frames(page, 1);
  await touch('touchEnd', []);
  await frames(page, 2);
}
const step = (s) => console.log(`e2e-touch: ${s}`);
// a finger pressed at a, slid through the points, lifted at the last
async function slide(a, ...points) {
  await touch('touchStart', [{ x: a[0], y: a[1], id: 0 }]);
  await frames(page, 2);
  for (const [x, y] of points) {
    await touch('touchMove', [{ x, y, id: 0 }]);
    await frames(page, 2);
  }
}
const lift = async () => { await touch('touchEnd', []); await frames(page, 3); };
const control = (screen, id) => {
  const line = logs.filter((l) => l.startsWith(`controls: ${screen} `)).pop() || '';
  const at = line.split(' ').find((p) => p.startsWith(id + ':'));
  return at ? pt(at.slice(id.length + 1)) : null;
};

await page.goto(`${base}/?seats=archer:human,bull:easy&seed=3&trace=1&botdelay=0`);
await waitLine(/^first-frame:/, 90);
await waitLine(/^await: archer action hand=r/, 30);
await waitLine(/^layout:/, 5);
const layout = logs.filter((l) => l.startsWith('layout:')).pop().split(' '); // the last: the page's size settled
const hand = layout.slice(2, 8).map(pt);
const cells = layout.slice(layout.indexOf('cells') + 1).map(pt);
const cell = (name) => cells[(Number(name.slice(1)) - 1) * 16 + name.charCodeAt(0) - 65];
// the spaces' pitch and which space a point is on, from the centres the game reports: on a phone
// held upright the board is turned a quarter (A1 at the top right, B1 below it), so neither is
// assumed from the board as printed
const apart = (a, b) => Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]));
const pitch = apart(cells[0], cells[1]);
// (the nearest centre, within half a space and the pixel the reported centres are cut to)
const spaceAt = (p, centres = cells, size = pitch) => {
  const far = centres.map(([x, y]) => Math.max(Math.abs(p[0] - x), Math.abs(p[1] - y)));
  const i = far.indexOf(Math.min(...far));
  return far[i] > size / 2 + 1 ? '--' : String.fromCharCode(65 + (i % 16)) + (Math.floor(i / 16) + 1);
};
const turned = cells[1][1] > cells[0][1];
console.log(`phone portrait: spaces ${pitch} CSS px apart, the board ${turned ? 'turned a quarter' : 'as printed'}`);
if (!turned || pitch < 33) await fail(`on a phone held upright the board should stand turned with spaces of 33 CSS px or more: ${pitch} px, turned ${turned}`);
const corner = () => page.screenshot({ clip: { x: 0, y: 0, width: 60, height: 40 } });
const bare = await corner();

// 1. a tap picks the temple; the pointer stays where the finger was (no move to 0,0) and the
// corner of the screen is unchanged; a tap on H5 places it
let from = logs.length;
await tap(hand[0]);
await page.screenshot({ path: `${out}/phone-1-picked.png` });
if (since(from, /^pointer: move 0,0$/).length) await fail('after a tap the pointer went to 0,0');
if (!bare.equals(await corner())) await fail('after a tap something is drawn in the screen\'s corner');
if (since(from, /^applied:/).length) await fail('a tap on a hand tile made a move');
await tap(cell('H5'));
await waitLine(/^applied: archer tile r H5$/, 10, from);

step('tap to pick, tap to place: passed');
// 2. a tap picks the farm (the second slot: the temple's stays empty until the turn's draw); the
// finger lands on E2, slides to E1 and lifts there: placed on E1
from = logs.length;
await tap(hand[1]);
await slide(cell('E2'), cell('E1'));
await page.screenshot({ path: `${out}/phone-2-placing.png` });
await lift();
await waitLine(/^applied: archer tile b E1$/, 10, from);
// the second action waits for End turn (it could be taken back until then)
await tap(control('play', 'end'));
await waitLine(/^await: archer action/, 60, from + 1); // the bot's turn, then ours again

step('tap, slide, lift: passed');
// 3. picked by a tap, a tap on Menu opens the menu and drops nothing
from = logs.length;
await tap(hand[0]);
await tap(control('play', 'menu'));
await waitLine(/^controls: menu /, 5, from);
if (since(from, /^applied:/).length) await fail('a tap on Menu with a piece picked made a move');
await page.keyboard.press('Escape');
await waitLine(/^controls: play /, 5, logs.length - 1);

step('a tap on Menu with a piece picked: passed');
// 4. a drag from the hand onto the board and back to its start cancels; the next End turn works
from = logs.length;
const start = hand[0];
await slide(start, cell('H6'), cell('H8'), [start[0], start[1] - 30], start);
await lift();
if (since(from, /^applied:/).length) await fail('a drag back to its start made a move');
await tap(hand[1]); // picked by a tap, then End turn
from = logs.length;
await tap(control('play', 'end'));
await waitLine(/^controls: play ask-no:\S+ ask-yes:/, 10, from); // with actions left it asks first
await tap(control('play', 'ask-yes'));
await waitLine(/^applied: archer pass$/, 10, from);
await waitLine(/^await: archer action/, 60, from);

step('a drag back to its start, then End turn: passed');
// 5. accuracy: a tile for land tapped into a land space 1 CSS px inside each of its four edges lands on
// that space, and 1 CSS px outside on its neighbour; each placement is undone
// (the spaces probed outside their edges have empty land round them at this seed)
const spaces = ['G6', 'H7', 'L6'];
let hits = 0;
let tries = 0;
for (const name of spaces) {
  const [x, y] = cell(name);
  const half = pitch / 2;
  // 1 CSS px inside each edge of the space's square, and for G6 1 CSS px outside, on the
  // neighbour the game's own centres put there (the board may stand turned)
  const probes = [[x - half + 1, y], [x + half - 1, y], [x, y - half + 1], [x, y + half - 1]].map((p) => [p, name]);
  if (name === 'G6') {
    for (const p of [[x - half - 1, y], [x + half + 1, y], [x, y - half - 1], [x, y + half + 1]]) {
      const want = spaceAt(p);
      if (want === name || want === '--') await fail(`1 CSS px outside G6 at ${p} is ${want} by the game's centres`);
      probes.push([p, want]);
    }
  }
  for (const [p, want] of probes) {
    const handLine = logs.filter((l) => l.startsWith('await: archer action hand=')).pop();
    const slot = handLine.split('hand=')[1].search(/[rgk]/); // a tile for land
    if (slot < 0) await fail('no tile for land in hand: ' + handLine);
    from = logs.length;
    await tap(hand[slot]);
    await tap(p);
    const got = await waitLine(/^applied: archer tile [rgk] /, 10, from);
    tries++;
    if (got.line.endsWith(' ' + want)) hits++;
    else console.log(`  a tap at ${p.map((v) => v.toFixed(1))} meant for ${want} landed: ${got.line}`);
    const back = logs.length;
    await page.keyboard.press('z'); // Undo
    await waitLine(/^await: archer action/, 10, back);
  }
}
console.log(`placement accuracy at ${pitch} CSS px spaces, taps 1 CSS px inside and outside the edges: ${hits} of ${tries}`);
if (hits !== tries) await fail(`${tries - hits} of ${tries} edge taps landed on the wrong space`);

// 6. two fingers spread over G6 enlarge the board (the page's own zoom stays off: the page keeps
// its size), G6 stays between them; a tile tapped onto the enlarged G6 lands there; a double tap
// on an empty space fits the board again
{
  const g6 = cell('G6');
  const d = pitch;
  from = logs.length;
  await touch('touchStart', [{ x: g6[0] - d, y: g6[1], id: 1 }, { x: g6[0] + d, y: g6[1], id: 2 }]);
  await frames(page, 2);
  for (const k of [1.5, 2, 2.5]) {
    await touch('touchMove', [{ x: g6[0] - k * d, y: g6[1], id: 1 }, { x: g6[0] + k * d, y: g6[1], id: 2 }]);
    await frames(page, 2);
  }
  await touch('touchEnd', []);
  await frames(page, 3);
  const zoomed = (await waitLine(/^layout:/, 10, from)).line.split(' ');
  const zcells = zoomed.slice(zoomed.indexOf('cells') + 1).map(pt);
  const zpitch = apart(zcells[0], zcells[1]);
  const zg6 = zcells[5 * 16 + 6];
  console.log(`pinched: spaces ${zpitch} CSS px apart (from ${pitch}), G6 at ${zg6} (was ${g6})`);
  if (zpitch < 2 * pitch) await fail(`two fingers spread 2.5 times as far apart left spaces ${zpitch} px apart`);
  if (Math.abs(zg6[0] - g6[0]) > zpitch / 2 || Math.abs(zg6[1] - g6[1]) > zpitch / 2) await fail('G6 did not stay between the fingers');
  const inner = await page.evaluate(() => [window.innerWidth, window.visualViewport.scale]);
  if (inner[0] !== 390 || inner[1] !== 1) await fail(`the page itself zoomed: ${inner}`);
  if (since(from, /^applied:/).length) await fail('the pinch made a move');
  await page.screenshot({ path: `${out}/phone-4-pinched.png` });
  const handLine = logs.filter((l) => l.startsWith('await: archer action hand=')).pop();
  const slot = handLine.split('hand=')[1].search(/[rgk]/);
  from = logs.length;
  await tap(hand[slot]);
  await tap(zg6);
  await waitLine(/^applied: archer tile [rgk] G6$/, 10, from);
  const back = logs.length;
  await page.keyboard.press('z'); // Undo
  await waitLine(/^await: archer action/, 10, back);
  from = logs.length;
  const empty = zcells[5 * 16 + 7]; // H6, empty land at this seed
  // a double tap as quick as a finger's, whatever the frames cost: the four events sent at once
  // (each awaited, an acknowledgement can wait for a frame, and SwiftShader's frames at 3x can
  // take 100 ms, which spread the two taps past the half second a double tap has)
  const at = { x: empty[0], y: empty[1], id: 0 };
  await Promise.all([touch('touchStart', [at]), touch('touchEnd', []), touch('touchStart', [at]), touch('touchEnd', [])]);
  await frames(page, 5);
  const fitted = (await waitLine(/^layout:/, 10, from)).line.split(' ');
  const fcells = fitted.slice(fitted.indexOf('cells') + 1).map(pt);
  if (apart(fcells[0], fcells[1]) !== pitch) await fail(`a double tap left spaces ${apart(fcells[0], fcells[1])} px apart, want ${pitch}`);
  if (since(from, /^applied:/).length) await fail('the double tap made a move');
}

step('pinch to enlarge, place on the enlarged board, double tap to fit: passed');
// 7. the phone turned sideways, a tablet and three desktop sizes: screenshots to look at. The
// desktop sizes share a page (one ratio, so no reload: the window is resized and the game lays
// its screen out again), the tablet has its own (another ratio, by finger)
await page.setViewportSize({ width: 844, height: 390 });
await frames(page, 6);
await page.screenshot({ path: `${out}/phone-3-landscape.png` });
await page.setViewportSize({ width: 390, height: 844 });
await frames(page, 6);
await page.screenshot({ path: `${out}/phone-3-portrait.png` });
// (the other phones held upright, on the advanced board: the board turned there too)
const pages = [[2, true, [['tablet-768x1024', { width: 768, height: 1024 }]]],
  [3, true, [['phone-360x800-advanced', { width: 360, height: 800 }]], '&map=advanced'],
  [2.625, true, [['phone-412x915-advanced', { width: 412, height: 915 }]], '&map=advanced'],
  [1, false, [['desktop-1280x800', { width: 1280, height: 800 }], ['desktop-1920x1080', { width: 1920, height: 1080 }], ['desktop-1024x768', { width: 1024, height: 768 }]]]];
// CI keeps no pictures (TIGRIS_KEEP_SHOTS=0: nobody looks at its machine's files): there only the
// desktop page runs, for its check that a resized window's canvas follows; the others are pictures
// for a person, a page load each at up to 3x
const keep = process.env.TIGRIS_KEEP_SHOTS !== '0';
for (const [scale, touchy, views, extra = ''] of pages.filter((p) => keep || !p[1])) {
  // still screens: the page is told the person asks for reduced motion (the rivers do not move)
  const ctx = await browser.newContext({ viewport: views[0][1], deviceScaleFactor: scale, hasTouch: touchy, isMobile: touchy, reducedMotion: 'reduce' });
  page = await ctx.newPage();
  watch(page);
  from = logs.length;
  await page.goto(`${base}/?seats=archer:human,bull:easy,pot:easy&seed=5&trace=1&botdelay=0&options=buildings,wonder${extra}`);
  await waitLine(/^await: archer action/, 90, from);
  if (touchy && views[0][1].height > views[0][1].width) {
    const line = (await waitLine(/^layout:/, 30, from)).line.split(' ');
    const cs = line.slice(line.indexOf('cells') + 1).map(pt);
    console.log(`${views[0][0]}: spaces ${apart(cs[0], cs[1])} CSS px apart, turned ${cs[1][1] > cs[0][1]}`);
  }
  for (const [name, viewport] of views) {
    if (name !== views[0][0]) {
      from = logs.length;
      await page.setViewportSize(viewport);
      await waitLine(/^layout:/, 30, from); // the game laid its board out for the new size
      const canvas = await page.evaluate(() => [document.querySelector('canvas').width, document.querySelector('canvas').height]);
      if (canvas[0] !== viewport.width * scale || canvas[1] !== viewport.height * scale) await fail(`${name}: the canvas is ${canvas}`);
    }
    await frames(page, 4);
    await page.screenshot({ path: `${out}/${name}.png` });
  }
  await ctx.close();
}
writeFileSync(`${out}/console.log`, logs.join('\n'));
if (errors.length) await fail('console errors: ' + errors.join(' | '));
console.log('e2e-touch: passed');
await browser.close();
