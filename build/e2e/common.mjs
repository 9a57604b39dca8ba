// What the browser checks share: how Chromium is started here, the one console error that is not
// the game's, and a finger's drag.
import { chromium } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';

// WebGL is drawn by Mesa's llvmpipe through EGL: the same kind of software GL as SwiftShader
// (Chromium's own, which --disable-gpu gives) for 55-75% of its processor time, the most of what
// these checks cost (docs/DEVELOPING.md). WEBGL=swiftshader asks for SwiftShader, and a machine
// without Mesa's EGL gets it too, said on the check's output.
const llvmpipe = ['--use-gl=angle', '--use-angle=gl-egl', '--ignore-gpu-blocklist'];
const start = (webgl) => chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', ...webgl, '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

// launch starts Debian's Chromium headless, with no network of its own (never a browser download).
export async function launch() {
  if (process.env.WEBGL === 'swiftshader') return start(['--disable-gpu']);
  const browser = await start(llvmpipe);
  const page = await browser.newPage();
  const drawn = await renderer(page);
  await page.close();
  if (drawn.includes('llvmpipe')) return browser;
  await browser.close();
  console.log(`WebGL: llvmpipe gave ${drawn}; SwiftShader draws instead (slower)`);
  return start(['--disable-gpu']);
}

// renderer is what draws WebGL 2 in page (its unmasked renderer string).
export const renderer = (page) => page.evaluate(() => {
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
  return gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : 'no WebGL 2';
});

// oto v3.4.1 (driver_js.go) asks the AudioContext to resume on every mouseup until the first
// resume resolves, and releases its callback when the first does: a second quick click before
// then logs this from Go's runtime, harmlessly (the game goes on).
// Chromium also logs, as an error, an "intervention" when a page cancels a touchstart the
// emulated touch screen sent as not cancelable (a second finger added through CDP): the browser's
// own note, not the game's.
export const knownQuirk = (text) => text === 'call to released function' ||
  text.startsWith('Ignored attempt to cancel a touchstart event with cancelable=false');

// watchConsole keeps every console line of page in logs, and in errors every error that is the
// game's (a known quirk is not) and every uncaught exception.
export const watchConsole = (page, logs, errors) => {
  page.on('console', (m) => { logs.push(m.text()); if (m.type() === 'error' && !knownQuirk(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
};

// controlsFrom is the game's latest "controls: SCREEN id:x,y …" trace line in logs as
// {id: [x, y]}, or undefined when the screen has not said where its controls are.
export const controlsFrom = (logs, screen) => {
  const line = [...logs].reverse().find((l) => l.startsWith(`controls: ${screen} `));
  return line && Object.fromEntries(line.split(' ').slice(2).map((w) => {
    const [id, xy] = w.split(/:(?=[\d,]+$)/);
    return [id, xy.split(',').map(Number)];
  }));
};

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

// cpuSeconds is the processor time this process's descendants (the browser's processes) have
// used, in seconds, from Linux's /proc (0 elsewhere): on a shared machine it says what a check
// cost where its wall time says mostly how busy the machine was.
export function cpuSeconds() {
  const procs = new Map();
  let dirs = [];
  try { dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d)); } catch { return 0; }
  for (const d of dirs) {
    try {
      // the fields after the command's closing parenthesis: state, ppid, … utime (14), stime (15)
      const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
      procs.set(Number(d), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) });
    } catch { /* gone meanwhile */ }
  }
  let ticks = 0;
  for (const [pid, p] of procs) {
    for (let up = p.ppid; up > 1; up = procs.get(up)?.ppid ?? 0) {
      if (up === process.pid) { ticks += p.ticks; break; }
    }
  }
  return ticks / 100; // USER_HZ
}
