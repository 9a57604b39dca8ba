// The bots beside the page: plays a game of bots in headless Chromium as a phone (390x844 at 3x,
// touch) and checks that they think in the worker at their full budget ("bot:" trace lines) while
// the page keeps drawing frames; with Web Workers taken away, that they still play (in the
// frames' slices). Prints iterations per decision, decision times and the longest frame gaps.
// SEATS sets the worker game's seats, CPU_THROTTLE=n slows the processor n times.
//   node bots.mjs http://127.0.0.1:PORT OUTDIR [decisions]
import { launch, watchConsole } from './common.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';

const [base, out, want = '6'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const decisions = Number(want);
const browser = await launch();
let failed = false;

async function play(name, { seats, noWorker = false, count }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const logs = [];
  const errors = [];
  watchConsole(page, logs, errors);
  if (noWorker) await page.addInitScript(() => { delete window.Worker; });
  // CPU_THROTTLE=4: a processor that many times slower (CDP), the busy device of issue 44
  if (process.env.CPU_THROTTLE) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_THROTTLE) });
  // frame gaps, measured by the page itself from its first frame on
  await page.addInitScript(() => {
    window.gaps = [];
    let last = 0;
    const tick = (t) => { if (last) window.gaps.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  const fail = async (msg) => {
    console.error(`web-bots: FAIL (${name}): ${msg}`);
    writeFileSync(`${out}/${name}-console.log`, logs.join('\n'));
    await page.screenshot({ path: `${out}/${name}-failure.png` }).catch(() => {});
    failed = true;
  };
  await page.goto(`${base}/?seats=${seats}&seed=5&trace=1&botdelay=0s`);
  const end = Date.now() + 120000;
  const lines = () => logs.filter((l) => /^bot: /.test(l));
  let applied = () => logs.filter((l) => /^applied: /.test(l)).length;
  while (applied() < count && Date.now() < end && !errors.length) await page.waitForTimeout(100);
  if (errors.length) return fail('console error: ' + errors.join(' | '));
  if (applied() < count) return fail(`only ${applied()} decisions of ${count} in 120 s`);
  const where = logs.find((l) => /^bots: /.test(l)) || '(no bots: line)';
  const gaps = await page.evaluate(() => window.gaps.slice(5));
  gaps.sort((a, b) => b - a);
  const its = lines().map((l) => l.split(' '));
  console.log(`${name}: ${where}`);
  if (its.length) {
    console.log(`${name}: iterations a decision: ${its.map((w) => w[4]).join(' ')}`);
    console.log(`${name}: ms a decision:         ${its.map((w) => w[8]).join(' ')}`);
  }
  console.log(`${name}: ${applied()} decisions; frames ${gaps.length}, longest gaps ${gaps.slice(0, 3).map((g) => g.toFixed(0)).join(', ')} ms, median ${gaps[gaps.length >> 1]?.toFixed(1)} ms`);
  await page.screenshot({ path: `${out}/${name}.png` });
  if (noWorker ? !/frames/.test(where) : !/worker/.test(where)) return fail('the bots did not think where expected: ' + where);
  if (!noWorker && its.length === 0) return fail('no decision came from the worker');
  await context.close();
  return its;
}

await play('worker', { seats: process.env.SEATS || 'archer:hard,bull:hard', count: decisions });
await play('frames', { seats: 'archer:medium,bull:medium', noWorker: true, count: 2 });
await browser.close();
process.exit(failed ? 1 : 0);
