// Runs the bots' playout benchmark (go test -bench Playout, built for WebAssembly) in headless
// Chromium and prints what the test binary prints: playouts a second in the browser.
//   node bench.mjs http://127.0.0.1:PORT
import { launch } from './common.mjs';

const url = process.argv[2];
const browser = await launch();
const page = await browser.newPage();
let out = '';
const finished = new Promise((resolve) => {
  page.on('console', (msg) => {
    out += msg.text() + '\n';
    if (/^(ok|PASS|FAIL)/m.test(msg.text())) resolve();
  });
});
await page.goto(url + '/bench.html');
await Promise.race([finished, page.waitForTimeout(180000)]);
await browser.close();
process.stdout.write(out);
if (!/PASS/.test(out)) process.exit(1);
