// What the browser checks share: how Chromium is started here, the one console error that is not
// the game's, and a finger's drag.
import { chromium } from 'playwright-core';

// launch starts Debian's Chromium headless, with no network of its own (never a browser download).
export const launch = () => chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// oto v3.4.1 (driver_js.go) asks the AudioContext to resume on every mouseup until the first
// resume resolves, and releases its callback when the first does: a second quick click before
// then logs this from Go's runtime, harmlessly (the game goes on).
// Chromium also logs, as an error, an "intervention" when a page cancels a touchstart the
// emulated touch screen sent as not cancelable (a second finger added through CDP): the browser's
// own note, not the game's.
export const knownQuirk = (text) => text === 'call to released function' ||
  text.startsWith('Ignored attempt to cancel a touchstart event with cancelable=false');

// frames waits until the page has drawn n more frames (requestAnimationFrame): a drag's steps
// must reach the game in frames of their own, as a hand's do, or a press and its release fall in
// one frame and the game sees a tap. On a large canvas at devicePixelRatio 3 a frame can take
// longer than any fixed pause a test would choose.
export const frames = (page, n = 3) => page.evaluate((k) => new Promise((done) => {
  const step = () => (k-- > 0 ? requestAnimationFrame(step) : done());
  step();
}), n);

// fingerDrag moves one finger from one point to another in CSS pixels, through a CDP session.
// With second, another finger rests there for the middle of the drag (a palm, a thumb), which
// must not disturb it.
export async function fingerDrag(cdp, page, [x0, y0], [x1, y1], second = null) {
  const send = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const at = (k) => ({ x: x0 + (x1 - x0) * k / 8, y: y0 + (y1 - y0) * k / 8, id: 0 });
  await send('touchStart', [at(0)]);
  await frames(page);
  for (let k = 1; k <= 8; k++) {
    const resting = second && k >= 3 && k < 6;
    // a point added is pressed, a point left out is lifted (CDP compares with the last event)
    await send(second && k === 3 ? 'touchStart' : 'touchMove', resting ? [at(k), { x: second[0], y: second[1], id: 1 }] : [at(k)]);
    await page.waitForTimeout(30);
    if (k === 3 || k === 8) await frames(page); // the second finger, and the finger at the target
  }
  await page.waitForTimeout(100);
  await send('touchEnd', []);
}
