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
export const knownQuirk = (text) => text === 'call to released function';

// fingerDrag moves one finger from one point to another in CSS pixels, through a CDP session.
export async function fingerDrag(cdp, page, [x0, y0], [x1, y1]) {
  const touch = (type, x, y) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', x0, y0);
  for (let k = 1; k <= 8; k++) {
    await touch('touchMove', x0 + (x1 - x0) * k / 8, y0 + (y1 - y0) * k / 8);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(100);
  await touch('touchEnd', x1, y1);
}
