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
const violations = errors.filter((e) => e.includes('Content Security Policy') || e.startsWith('CSP violation'));
console.log(`game started: canvas drawn; ${violations.length} violations, ${errors.length} console errors`);
for (const e of errors) console.log(`  error: ${e}`);
await browser.close();
process.exit(errors.length ? 1 : 0);
