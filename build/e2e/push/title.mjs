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

  // a notification's click while the page shows another screen opens the game it names: the page
  // keeps the seat of a second game (opened once by its seat link), goes to the title, and the
  // service worker tells it what a click on that game's notification tells (build/web/sw.js)
  const ann2 = await post('/api/games', { seats: [{ kind: 'me', name: 'Ann' }, { kind: 'human' }] });
  const bo2 = await post('/api/join', { code: ann2.code, name: 'Bo' });
  const mine2 = await post('/api/mine', { tokens: [ann2.token] });
  const first2 = mine2.games[0].to_move === ann2.seat ? ann2 : bo2;
  await page.goto('about:blank'); // the seat link differs from the page's address only after its #
  await page.goto(first2.seat_link);
  await page.waitForFunction(() => document.title.startsWith('(Your turn)'), null, { timeout: 60000 })
    .catch(async () => { await page.screenshot({ path: out + '/title-second-game.png' }); fail('the second game never said it was your turn: ' + JSON.stringify(logs.slice(-12))); });
  const from = logs.length;
  await page.goto(url + '/?trace=1');
  const waitLog = async (re, what) => {
    for (let i = 0; i < 600; i++) { // a bounded poll on the page's console, 60 s at most
      if (logs.slice(from).some((l) => re.test(l))) return;
      await page.waitForTimeout(100);
    }
    fail('waited for ' + what);
  };
  await waitLog(/^first-frame:/, "the title screen's first frame");
  if ((await state()).title !== 'Tigris & Euphrates') fail('the title screen says ' + (await state()).title);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  const sw = page.context().serviceWorkers().find((w) => w.url().startsWith(url));
  if (!sw) fail('Playwright sees no service worker of the page');
  await sw.evaluate(async (game) => {
    for (const tab of await self.clients.matchAll({ type: 'window' })) tab.postMessage({ type: 'tigris-open', game });
  }, first2.game);
  // the game's board, welcomed by the server (the title alone would not tell: the title screen too
  // says "(Your turn)" for a game kept on this device)
  await waitLog(/^online: welcome/, "a notification's click to open the game it names");
  await page.waitForFunction(() => document.title.startsWith('(Your turn)'), null, { timeout: 60000 })
    .catch(() => fail('the game opened by the click does not say it is your turn'));
  await page.screenshot({ path: out + '/title-notification-opened.png' });
  (await import('node:fs')).writeFileSync(out + '/title-console.log', logs.slice(from).join('\n'));
  console.log('title: a notification\'s click opened its game in the page that showed the title');
  if (errors.length) fail('console errors: ' + errors.join(' | '));
} finally {
  await browser.close();
}
console.log('title: 1 passed, 0 failed');
