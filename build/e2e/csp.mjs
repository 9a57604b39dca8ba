// The page served by tigris-server under its Content-Security-Policy (online/webfiles): the game
// must load and draw, and the browser must report no violation of the policy. Usage:
// node csp.mjs URL. Prints the policy, the violations and the console's errors; exits 1 on any.
import { launch, watchConsole } from './common.mjs';

const url = process.argv[2];
const browser = await launch();
// over https the check's own certificate is not the browser's to trust: the check is the policy
const context = await browser.newContext({ ignoreHTTPSErrors: url.startsWith('https:') });
const page = await context.newPage();
const logs = [], errors = [];
watchConsole(page, logs, errors);
// every violation the browser reports, before the page's own scripts run
await page.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (e) =>
    console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`));
});
const resp = await page.goto(url);
const policy = resp.headers()['content-security-policy'];
console.log(`policy: ${policy}`);
if (url.startsWith('https:')) console.log(`Strict-Transport-Security: ${resp.headers()['strict-transport-security']}`);
if (!policy) { console.log('no Content-Security-Policy on the page'); process.exit(1); }
// the splash (#loading) goes once the game has drawn its first frame
await page.waitForFunction(() => !document.getElementById('loading') && document.querySelector('canvas'), null, { timeout: 180000 });
await page.evaluate(() => new Promise((done) => { let k = 30; const f = () => (k-- > 0 ? requestAnimationFrame(f) : done()); f(); }));
await page.screenshot({ path: process.argv[3] || '/tmp/csp.png' });
// online play's socket, to the server that served the page: allowed by connect-src 'self'
const socket = await page.evaluate(() => new Promise((done) => {
  const ws = new WebSocket(location.origin.replace(/^http/, 'ws') + '/ws');
  ws.onopen = () => { ws.close(); done('opened'); };
  ws.onerror = () => done('refused');
}));
console.log(`the server's WebSocket from the page: ${socket}`);
if (socket !== 'opened') errors.push(`the page could not open the server's WebSocket (${socket})`);
// over TLS the check's own certificate (made by build/e2e-csp.sh, trusted by no one) keeps the
// browser from fetching the service worker, whatever ignoreHTTPSErrors says: the browser's note
// about that certificate, not the page's error (the page loads without its service worker)
if (url.startsWith('https:')) {
  const own = errors.filter((e) => e === 'An SSL certificate error occurred when fetching the script.');
  errors.splice(0, errors.length, ...errors.filter((e) => !own.includes(e)));
  if (own.length) console.log('the service worker: not fetched over the check\'s own certificate (as expected)');
} else {
  // over plain HTTP on loopback the service worker installs under the policy (worker-src 'self')
  const sw = await page.evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => 'installed'),
    new Promise((done) => setTimeout(() => done('not installed in 60 s'), 60000))]));
  console.log(`the service worker: ${sw}`);
  if (sw !== 'installed') errors.push(`the service worker: ${sw}`);
}
const violations = errors.filter((e) => e.includes('Content Security Policy') || e.startsWith('CSP violation'));
console.log(`game started: canvas drawn; ${violations.length} violations, ${errors.length} console errors`);
for (const e of errors) console.log(`  error: ${e}`);
await browser.close();
process.exit(errors.length ? 1 : 0);
