// Reloading an online game's page brings the game back, not the title (issue 42): a game is made
// on the tigris-server at BASE with a bot, its seat link opened in headless Chromium at a
// desktop's size and at a phone's; once its board is up the page is reloaded (as a phone's browser
// does with a tab it discarded), and the board must come up again with its controls, no title
// between. Leaving the game for the title then forgets it: a reload lands on the title.
//   node reload.mjs BASE OUTDIR
import { launch, watchConsole, controlsFrom, frames } from './common.mjs';

const [base, out] = process.argv.slice(2);
const browser = await launch();
const wait = async (page, logs, what, done, seconds = 60) => {
  for (let end = Date.now() + seconds * 1000; Date.now() < end;) {
    if (done()) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`waited ${seconds} s for ${what}; last lines: ${logs.slice(-5).join(' | ')}`);
};
// press clicks at a point with the press and the release in frames of their own, as a hand's are
const press = async (page, [x, y]) => {
  await page.mouse.move(x, y);
  await frames(page);
  await page.mouse.down();
  await frames(page);
  await page.mouse.up();
  await frames(page);
};
let failed = false;
for (const size of [{ name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true }]) {
  const res = await fetch(`${base}/api/games`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ v: 1, seats: [{ kind: 'me', name: 'Ann' }, { kind: 'bot', level: 'easy' }] }) });
  const ticket = await res.json();
  const context = await browser.newContext(size);
  const page = await context.newPage();
  const logs = [], errors = [];
  watchConsole(page, logs, errors);
  const [, fragment] = ticket.seat_link.split('#');
  await page.goto(`${base}/?trace=1#${fragment}`);
  await wait(page, logs, 'the board from the seat link', () => controlsFrom(logs, 'play'));
  await page.screenshot({ path: `${out}/${size.name}-before-reload.png` });
  logs.length = 0;
  await page.reload();
  await wait(page, logs, 'the board after the reload', () => controlsFrom(logs, 'play'));
  await frames(page, 10);
  await page.screenshot({ path: `${out}/${size.name}-after-reload.png` });
  const title = logs.some((l) => l.startsWith('controls: title '));
  console.log(`${size.name}: reloaded onto the board${title ? ', but the title showed first' : ''}`);
  failed ||= title;
  // Quit to title forgets the game: the next reload is the title's
  const menu = controlsFrom(logs, 'play').menu;
  await press(page, menu);
  await wait(page, logs, 'the menu', () => controlsFrom(logs, 'menu'));
  const quit = controlsFrom(logs, 'menu').title;
  logs.length = 0;
  await press(page, quit);
  await wait(page, logs, 'the title', () => controlsFrom(logs, 'title'));
  logs.length = 0;
  await page.reload();
  await wait(page, logs, 'the title after leaving', () => controlsFrom(logs, 'title') || controlsFrom(logs, 'play'));
  if (controlsFrom(logs, 'play')) {
    console.log(`${size.name}: a game left for the title came back on reload`);
    failed = true;
  }
  if (errors.length) {
    console.log(`${size.name}: console errors: ${errors.join(' | ')}`);
    failed = true;
  }
  await context.close();
}
await browser.close();
console.log(failed ? 'reload: FAILED' : 'reload: ok');
process.exit(failed ? 1 : 0);
