// The tab's title and icon while it is your turn, in headless Chromium with the real page
// (issue 42): a tigris-server serves the build; the seat whose turn it is opens in the page by its
// seat link; the title becomes "(Your turn) Tigris & Euphrates" and the icon the drawn variant
// with its disc; once the other player resigns (the game over), both change back.
//   node title.mjs URL OUT
import { launch, watchConsole } from './common.mjs';

const [url, out] = process.argv.slice(2);
const fail = (msg) => { console.error('title: FAIL: ' + msg); process.exit(1); };
const post = async (path, body) => {
  const resp = await fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ v: 1, ...body }) });
  const b = await resp.json();
  if (!resp.ok) fail(path + ': ' + b.message);
  return b;
};
const ann = await post('/api/games', { seats: [{ kind: 'me', name: 'Ann' }, { kind: 'human' }] });
const bo = await post('/api/join', { code: ann.code, name: 'Bo' });
const mine = await post('/api/mine', { tokens: [ann.token] });
const [first, other] = mine.games[0].to_move === ann.seat ? [ann, bo] : [bo, ann];

const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const logs = [], errors = [];
  watchConsole(page, logs, errors);
  const state = () => page.evaluate(() => ({ title: document.title, icon: document.querySelector("link[rel='icon']")?.href || '' }));
  await page.goto(first.seat_link);
  await page.waitForFunction(() => document.title.startsWith('(Your turn)'), null, { timeout: 60000 })
    .catch(() => fail('the title never said it was your turn: ' + JSON.stringify(logs.slice(-10))));
  const on = await state();
  if (on.title !== '(Your turn) Tigris & Euphrates' || !decodeURIComponent(on.icon).includes('<circle')) fail('while your turn: ' + JSON.stringify(on).slice(0, 200));
  await page.screenshot({ path: out + '/title-your-turn.png' });
  console.log('title: your turn: ' + on.title + ', the icon with its disc');

  // the other player resigns from a socket of his own (a page of the same origin)
  const his = await browser.newPage();
  await his.goto(url + '/api/lobby');
  const res = await his.evaluate(([game, token]) => new Promise((done) => {
    const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ws');
    ws.onopen = () => ws.send(JSON.stringify({ v: 1, type: 'hello', game, token, step: -1 }));
    ws.onmessage = (e) => {
      const m = JSON.parse(e.data);
      if (m.type === 'welcome') ws.send(JSON.stringify({ v: 1, type: 'resign', step: m.step }));
      if (m.type === 'over' || m.type === 'error') { done(m.type); ws.close(); }
    };
  }), [other.game, other.token]);
  if (res !== 'over') fail('the resignation was answered ' + res);
  await page.waitForFunction(() => document.title === 'Tigris & Euphrates', null, { timeout: 30000 })
    .catch(() => fail('the title still says your turn after the game ended'));
  const off = await state();
  if (decodeURIComponent(off.icon).includes('<circle')) fail('the icon kept its disc');
  console.log('title: after the end: ' + off.title + ', the icon without its disc');
  if (errors.length) fail('console errors: ' + errors.join(' | '));
} finally {
  await browser.close();
}
console.log('title: 1 passed, 0 failed');
