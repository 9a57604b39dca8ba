// The Load screen in the browser, as a player meets it (issue 44): on a phone at 3x by finger, a
// finished game in the page's storage and a damaged record beside it are listed under the
// Finished tab (the finished game behind Continue kept among them in local storage), Review
// opens the Expert's review and Back comes back, the damaged record is deleted by two taps; on a
// desktop with nothing kept the screen says what will come there and Learn to play opens the
// lessons. Screenshots in OUT; fails on a console error or a step that does not happen.
//   node build/e2e/loadlist.mjs http://127.0.0.1:PORT OUT SAVE-FILE-OF-A-FINISHED-GAME
import { controlsFrom, frames, launch, watchConsole } from './common.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const [base, out, saveFile] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const save = readFileSync(saveFile, 'utf8');
const browser = await launch();

// visit opens the page at a size and returns its helpers: wait for a trace line, tap a control
async function visit(name, options) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const logs = [];
  const errors = [];
  watchConsole(page, logs, errors);
  const fail = async (msg) => {
    console.error(`e2e-loadlist: FAIL (${name}): ${msg}`);
    await page.screenshot({ path: `${out}/loadlist-${name}-failure.png` }).catch(() => {});
    writeFileSync(`${out}/loadlist-${name}-console.log`, logs.join('\n'));
    await browser.close();
    process.exit(1);
  };
  const waitLine = async (re, seconds, from = 0) => {
    const end = Date.now() + seconds * 1000;
    for (;;) {
      for (let i = from; i < logs.length; i++) if (re.test(logs[i])) return i;
      if (errors.length) await fail('console error: ' + errors.join(' | '));
      if (Date.now() > end) await fail('waited ' + seconds + ' s for ' + re);
      await page.waitForTimeout(50);
    }
  };
  const tap = async (screen, id) => {
    const at = controlsFrom(logs, screen);
    if (!at || !at[id]) await fail(`no ${id} on the ${screen} screen: ${JSON.stringify(at)}`);
    if (options.hasTouch) await page.touchscreen.tap(at[id][0], at[id][1]);
    else await page.mouse.click(at[id][0], at[id][1]);
  };
  await page.goto(`${base}/?trace=1`);
  await waitLine(/^controls: title .*load:/, 90);
  return { page, logs, fail, waitLine, tap };
}

// a phone: the finished game behind Continue (as a game that ended before finished games were
// kept) and a damaged record, listed under Finished
{
  const v = await visit('phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  await v.page.evaluate((text) => {
    localStorage.setItem('tigris/autosave', text);
    localStorage.setItem('tigris/finished/torn', 'not a game');
  }, save);
  let from = v.logs.length;
  await v.page.reload();
  await v.waitLine(/^controls: title .*load:/, 90, from);
  from = v.logs.length;
  await v.tap('title', 'load');
  await v.waitLine(/^controls: saves .*review-0:.*delete-1:/, 30, from);
  const kept = await v.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tigris/finished/')));
  if (kept.length !== 2) await v.fail('the finished game behind Continue is not kept in local storage: ' + kept);
  const at = controlsFrom(v.logs, 'saves');
  if (at['review-1'] || at['replay-1']) await v.fail('the damaged record offers a review or a replay');
  await v.page.screenshot({ path: `${out}/loadlist-phone-finished.png` });
  from = v.logs.length;
  await v.tap('saves', 'review-0');
  await v.waitLine(/^controls: review /, 30, from);
  await v.page.screenshot({ path: `${out}/loadlist-phone-review.png` });
  from = v.logs.length;
  await v.tap('review', 'back');
  await v.waitLine(/^controls: saves .*review-0:/, 30, from);
  await v.tap('saves', 'delete-1');
  await frames(v.page); // the tap taken: Delete asks once more ("Really delete?")
  from = v.logs.length;
  await v.tap('saves', 'delete-1');
  await v.waitLine(/^controls: saves (?!.*delete-1:).*review-0:/, 30, from);
  if (await v.page.evaluate(() => localStorage.getItem('tigris/finished/torn')) !== null) {
    await v.fail('the damaged record was not deleted');
  }
  await v.page.screenshot({ path: `${out}/loadlist-phone-deleted.png` });
  console.log('e2e-loadlist: phone: a finished game listed, reviewed, a damaged record deleted');
}

// a desktop with nothing kept: what will come here, New game and Learn to play
{
  const v = await visit('desktop', { viewport: { width: 1280, height: 800 } });
  let from = v.logs.length;
  await v.tap('title', 'load');
  await v.waitLine(/^controls: saves .*new:.*learn:/, 30, from);
  await v.page.screenshot({ path: `${out}/loadlist-desktop-empty.png` });
  from = v.logs.length;
  await v.tap('saves', 'learn');
  await v.waitLine(/^controls: lessons /, 30, from);
  console.log('e2e-loadlist: desktop: the empty screen leads to the lessons');
}
await browser.close();
