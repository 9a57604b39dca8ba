// Plays the browser build as a person would on every kind of screen: phones (390x844 and
// 844x390) and tablets (768x1024, 1024x768) by finger, desktops (1280x800, 1920x1080) by mouse,
// each at devicePixelRatio 1, 2 and 3. On each it walks the menus from the title, starts a game
// and opens its menu, plays a leader by drag into a revolt, answers the commit dialog, drags a
// tile onto the river, and opens a link with a bad value; every tap is aimed at the positions
// the game reports (trace lines in CSS pixels). Screenshots go to OUT/screens.
//   node build/e2e/screens.mjs http://127.0.0.1:PORT OUT scenes/testdata/revolt.pos
import { fingerDrag, frames, knownQuirk, launch } from './common.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [base, out] = process.argv.slice(2);
const shots = `${out}/screens`;
mkdirSync(shots, { recursive: true });
const revolt = readFileSync(process.argv[4] || 'scenes/testdata/revolt.pos', 'utf8');

const sizes = [
  { name: 'phone-portrait', width: 390, height: 844, touch: true },
  { name: 'phone-landscape', width: 844, height: 390, touch: true },
  { name: 'tablet-portrait', width: 768, height: 1024, touch: true },
  { name: 'tablet-landscape', width: 1024, height: 768, touch: true },
  { name: 'desktop-1280x800', width: 1280, height: 800, touch: false },
  { name: 'desktop-1920x1080', width: 1920, height: 1080, touch: false },
];
const only = process.env.SCREENS ? new RegExp(process.env.SCREENS) : null;
const figures = [];

async function play(browser, size, dpr) {
  const tag = `${size.name}@${dpr}x`;
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height },
    deviceScaleFactor: dpr, hasTouch: size.touch, isMobile: size.touch,
    permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const logs = [];
  const errors = [];
  page.on('console', (m) => { logs.push(m.text()); if (m.type() === 'error' && !knownQuirk(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  const fail = async (msg) => {
    await page.screenshot({ path: `${shots}/${tag}-failure.png` }).catch(() => {});
    writeFileSync(`${shots}/${tag}-console.log`, logs.join('\n'));
    throw new Error(`${tag}: ${msg}`);
  };
  const waitLine = async (re, seconds, from = 0) => {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      for (let i = from; i < logs.length; i++) if (re.test(logs[i])) return { line: logs[i], index: i };
      if (errors.length) await fail('console error: ' + errors.join(' | '));
      if (Date.now() > end) await fail(`waited ${seconds} s for ${re}`);
      await page.waitForTimeout(40);
    }
  };
  // controls of a screen: the latest list the game reported for it, id -> [x, y] in CSS px
  const controls = async (screen, from = 0, need = null) => {
    const re = new RegExp(`^controls: ${screen}( |$)`);
    const end = Date.now() + 20000;
    for (;;) {
      await waitLine(re, 20, from);
      const last = logs.filter((l, i) => i >= from && re.test(l)).pop();
      const map = {};
      for (const part of last.split(' ').slice(2)) {
        const [id, xy] = part.split(':');
        map[id] = xy.split(',').map(Number);
      }
      if (!need || map[need]) return map;
      if (Date.now() > end) await fail(`${screen} never offered ${need}: ${last}`);
      await page.waitForTimeout(40);
    }
  };
  const cdp = size.touch ? await context.newCDPSession(page) : null;
  const tap = async ([x, y]) => {
    if (size.touch) await page.touchscreen.tap(x, y); // start and end within one frame
    else await page.mouse.click(x, y);
  };
  const press = async (screen, id, from = 0) => tap((await controls(screen, from, id))[id]);
  const drag = async ([x0, y0], [x1, y1], second = null) => {
    if (size.touch) {
      await fingerDrag(cdp, page, [x0, y0], [x1, y1], second);
    } else {
      await page.mouse.move(x0, y0);
      await page.mouse.down();
      await frames(page);
      await page.mouse.move(x1, y1, { steps: 8 });
      await page.waitForTimeout(80);
      await frames(page);
      await page.mouse.up();
    }
  };
  const shot = (name) => page.screenshot({ path: `${shots}/${tag}-${name}.png` });

  // 1. the menus from the title, by a link carrying a shared link's tracking parameters
  await page.goto(`${base}/?trace=1&fbclid=IwAR0abc&utm_source=news`);
  await waitLine(/^first-frame:/, 60);
  await controls('title', 0, 'new');
  if (logs.some((l) => l.startsWith('notice:'))) await fail('unknown parameters gave a notice: ' + logs.find((l) => l.startsWith('notice:')));
  await shot('1-title');
  // go: tap a control of the screen on show, then wait for the next screen to show its controls
  let at = logs.length;
  const go = async (screen, id, next, need) => {
    const shown = logs.length;
    await press(screen, id);
    return controls(next, shown, need);
  };
  await go('title', 'rules', 'rules', 'next');
  await go('rules', 'next', 'rules', 'prev');
  await shot('2-rules');
  await go('rules', 'back', 'title', 'settings');
  await go('title', 'settings', 'settings', 'back');
  await shot('3-settings');
  if (dpr === 2) { // the science-fiction theme on these runs: every later screen in its look and words
    if (!(await controls('settings'))['theme']) { // below the fold on a low screen: scroll the page
      const shown = logs.length;
      if (size.touch) await fingerDrag(cdp, page, [size.width / 2, size.height * 0.7], [size.width / 2, size.height * 0.15]);
      else { await page.mouse.move(size.width / 2, size.height / 2); await page.mouse.wheel(0, 400); }
      await controls('settings', shown, 'theme');
    }
    await press('settings', 'theme');
    await page.waitForTimeout(300); // the same controls: the trace says nothing new
    await shot('3-settings-space');
  }
  await go('settings', 'back', 'title', 'new');
  await go('title', 'new', 'setup', 'start');
  await shot('4-setup');
  await go('setup', 'start', 'play', 'menu');
  await go('play', 'menu', 'menu', 'resume');
  await shot('5-menu');
  await go('menu', 'resume', 'play', 'menu');

  // 1b. sharing: a link to the deal and the position as the player knows it, on the clipboard;
  // New game starts from the pasted position
  await go('play', 'menu', 'menu', 'share');
  await go('menu', 'share', 'menu', 'copy-link');
  const clip = () => page.evaluate(() => navigator.clipboard.readText());
  const waitClip = async (re) => {
    const end = Date.now() + 10000;
    for (;;) {
      const text = await clip().catch((e) => String(e));
      if (re.test(text)) return text;
      if (Date.now() > end) await fail(`the clipboard holds ${JSON.stringify(text.slice(0, 200))}, not ${re}`);
      await page.waitForTimeout(100);
    }
  };
  await press('menu', 'copy-link');
  // the position as the player knows it: the others' tiles hidden, no deal seed, no bag
  await waitClip(new RegExp('^' + base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '/\\?(?!.*(?:[?&]seed=|bag\\+)).*position=.*hand\\+bull\\+(%3F){6}'));
  await press('menu', 'copy-position');
  await waitClip(/hand bull \?{6}\n/);
  await shot('5b-share');
  await go('menu', 'cancel', 'menu', 'resume');
  await go('menu', 'title', 'title', 'new');
  await go('title', 'new', 'setup', 'start');
  {
    // the button is at the screen's end: scrolled into sight where the screen is low
    const end = Date.now() + 10000;
    while (!(await controls('setup')).paste) {
      if (Date.now() > end) await fail('setup never showed its paste button');
      await page.mouse.move(size.width / 2, size.height / 3);
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(150);
    }
  }
  at = logs.length;
  await press('setup', 'paste');
  {
    const end = Date.now() + 10000;
    for (;;) { // the setup from a position offers no map to choose
      const last = logs.filter((l, i) => i >= at && /^controls: setup /.test(l)).pop() || '';
      if (last.includes(' 0-who:') && !last.includes(' map:')) break;
      if (Date.now() > end) await fail('the pasted position was not taken: ' + last);
      await page.waitForTimeout(50);
    }
  }
  await shot('5c-pasted');

  // 1c. the first lesson, its market dragged beside the king
  at = logs.length;
  await page.goto(`${base}/?trace=1`);
  await controls('title', at, 'learn');
  await go('title', 'learn', 'lessons', 'next');
  await shot('5d-lessons');
  at = logs.length;
  await press('lessons', 'next');
  const lessonHand = (await waitLine(/^await: archer action hand=/, 30, at)).line.split('hand=')[1];
  const lessonLayout = (await waitLine(/^layout:/, 10, at)).line.split(' ');
  const lessonCells = lessonLayout.slice(lessonLayout.indexOf('cells') + 1).map((s) => s.split(',').map(Number));
  const lessonHandAt = lessonLayout.slice(2, 8).map((s) => s.split(',').map(Number));
  at = logs.length;
  await drag(lessonHandAt[lessonHand.indexOf('g')], lessonCells[3 * 16 + 6]); // G4
  await waitLine(/^applied: archer tile g G4$/, 10, at);
  await page.waitForTimeout(300);
  await shot('5e-lesson');

  // 2. a leader dragged into a revolt, the commit dialog answered, a farm dragged to the river
  at = logs.length;
  await page.goto(`${base}/?trace=1&seats=archer:human,bull:easy&botdelay=100ms&position=${encodeURIComponent(revolt)}`);
  await waitLine(/^await: archer action hand=rrbggk$/, 60, at);
  const layout = (await waitLine(/^layout:/, 10, at)).line.split(' ');
  const pt = (s) => s.split(',').map(Number);
  const hand = layout.slice(2, 8).map(pt);
  const cells = layout.slice(layout.indexOf('cells') + 1).map(pt);
  const cell = (name) => cells[(Number(name.slice(1)) - 1) * 16 + name.charCodeAt(0) - 65];
  const pieces = (await waitLine(/^pieces:/, 10, at)).line.split(' ');
  const supply = pieces.slice(2, 7).map(pt);
  const spacing = cell('B1')[0] - cell('A1')[0];
  const handStep = hand[1][0] - hand[0][0];
  figures.push(`${tag}: spaces ${spacing} CSS px apart, hand tiles every ${handStep} CSS px`);
  if (size.width < 600 || size.height < 600) {
    if (spacing < 22) await fail(`board spaces are ${spacing} CSS px apart`);
    if (handStep < 44) await fail(`hand tiles are ${handStep} CSS px apart`);
  }
  await shot('6-position');
  at = logs.length;
  await drag(supply[0], cell('G4'));
  await waitLine(/^applied: archer leader r G4$/, 10, at);
  await waitLine(/^await: archer commit/, 10, at);
  await shot('7-dialog');
  at = logs.length;
  await press('play', 'option1');
  await waitLine(/^applied: archer commit 1$/, 10, at);
  const next = await waitLine(/^await: archer action hand=/, 30, at);
  const handNow = next.line.split('hand=')[1];
  at = logs.length;
  // on a touch screen a second finger rests on the board for the middle of the drag
  await drag(hand[handNow.indexOf('b')], cell('E1'), cell('L9'));
  await waitLine(/^applied: archer tile b E1$/, 10, at);
  await page.waitForTimeout(400);
  await shot('8-placed');
  if (size.touch) {
    // turned mid-game: the layout follows and its buttons still answer
    at = logs.length;
    await page.setViewportSize({ width: size.height, height: size.width });
    await waitLine(/^layout:/, 10, at);
    await controls('play', at, 'menu');
    await go('play', 'menu', 'menu', 'resume');
    await shot('8b-turned-menu');
    await go('menu', 'resume', 'play', 'menu');
  }

  // 3. a link with a bad value shows its message on the title screen
  at = logs.length;
  await page.goto(`${base}/?trace=1&seats=nobody`);
  const notice = await waitLine(/^notice: This link's options could not be used/, 60, at);
  await controls('title', at, 'new');
  await page.waitForTimeout(200);
  await shot('9-bad-link');
  if (errors.length) await fail('console errors: ' + errors.join(' | '));
  writeFileSync(`${shots}/${tag}-console.log`, logs.join('\n'));
  await context.close();
  return notice.line;
}

// SCREENS_PARALLEL=n runs the configurations in n pages at a time, each worker with a browser of
// its own (so no page reads another's clipboard). One at a time is the default: on two busy cores
// the pages' software rendering made three at a time slower (docs/DEVELOPING.md).
const runs = [];
for (const dpr of [1, 2, 3]) {
  for (const size of sizes) {
    if (!only || only.test(`${size.name}@${dpr}x`)) runs.push({ size, dpr });
  }
}
const parallel = Math.max(1, Number(process.env.SCREENS_PARALLEL || 1));
let failed = 0;
const allStarted = Date.now();
const worker = async () => {
  const browser = await launch();
  for (let run; (run = runs.shift());) {
    const { size, dpr } = run;
    const started = Date.now();
    try {
      await play(browser, size, dpr);
      console.log(`screens: ${size.name}@${dpr}x passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (e) {
      failed++;
      console.error('screens: FAIL: ' + e.message);
    }
  }
  await browser.close();
};
await Promise.all(Array.from({ length: parallel }, worker));
console.log(`screens: all in ${((Date.now() - allStarted) / 1000).toFixed(1)} s, ${parallel} pages at a time`);
console.log(figures.sort().join('\n'));
if (failed) process.exit(1);
