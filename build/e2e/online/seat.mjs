// The browser seat of build/e2e/online: headless Chromium (build/e2e/common.mjs's launch) showing
// the WebAssembly build a tigris-server serves. It prints every console line of the page (the
// game's -trace lines) on standard output, and does what standard input asks, one command a line:
//   N goto URL | N click X Y | N type TEXT | N key NAME | N url | N shot FILE | N size W H RATIO | N quit
// answering "e2e: done N" once done. A console error prints "e2e: error TEXT".
//   node seat.mjs
import { frames, knownQuirk, launch } from './common.mjs';
import { createInterface } from 'node:readline';
import { writeFileSync } from 'node:fs';

const browser = await launch();
// the page asks for reduced motion, so Animation starts off and the rivers stand still: this check
// is about play between machines; motion is the drawing tests', the screens' and touch checks'.
// The rivers redrawn at every frame of a whole game cost a core between the two pages.
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
const page = await context.newPage();
page.on('console', (m) => {
  for (const line of m.text().split('\n')) console.log(line);
  if (m.type() === 'error' && !knownQuirk(m.text())) console.log('e2e: error ' + m.text().replace(/\n/g, ' '));
});
page.on('pageerror', (e) => console.log('e2e: error ' + String(e).replace(/\n/g, ' ')));

let sized; // the DevTools session that set another screen size, if one did
for await (const line of createInterface({ input: process.stdin })) {
  const [n, cmd, ...rest] = line.split(' ');
  const arg = rest.join(' ');
  try {
    switch (cmd) {
      case 'goto':
        await page.goto(arg);
        break;
      case 'click': {
        // the press and the release each in frames of their own, as a hand's are
        const [x, y] = rest.map(Number);
        await page.mouse.move(x, y);
        await frames(page);
        await page.mouse.down();
        await frames(page);
        await page.mouse.up();
        await frames(page);
        break;
      }
      case 'type':
        await page.keyboard.type(arg, { delay: 30 });
        await frames(page);
        break;
      case 'key':
        // held over two frames: a press and release between two of the game's frames can
        // reach it as neither
        await page.keyboard.down(arg);
        await page.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.keyboard.up(arg);
        await frames(page);
        break;
      case 'url':
        console.log('e2e: url ' + page.url());
        break;
      case 'size': {
        // another screen for the same page: a phone (a ratio over 2) is mobile, as its browser is
        const [width, height, ratio] = rest.map(Number);
        sized ||= await context.newCDPSession(page);
        await sized.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: ratio, mobile: ratio > 2 });
        await frames(page, 10);
        break;
      }
      case 'shot':
        if (sized) { // Playwright's own screenshot keeps the context's size: the screen's as set
          const { data } = await sized.send('Page.captureScreenshot', { format: 'png' });
          writeFileSync(arg, Buffer.from(data, 'base64'));
        } else await page.screenshot({ path: arg });
        break;
      case 'quit':
        await browser.close();
        console.log('e2e: done ' + n);
        process.exit(0);
      default:
        throw new Error('unknown command ' + cmd);
    }
    console.log('e2e: done ' + n);
  } catch (e) {
    console.log('e2e: error ' + n + ' ' + String(e).replace(/\n/g, ' '));
  }
}
await browser.close();
