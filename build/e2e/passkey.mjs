// A passkey in the browser (issue 42): on the page a tigris-server at BASE serves (reached as
// localhost: a relying party is a host's name), with Chromium's virtual authenticator standing
// for the device's lock, a person makes an account with a password, adds a passkey, signs out,
// and signs in again with the name and the passkey alone.
//   node passkey.mjs BASE OUTDIR
import { launch, watchConsole, controlsFrom, frames } from './common.mjs';

const [base, out] = process.argv.slice(2);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('WebAuthn.enable');
const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', { options: { protocol: 'ctap2', transport: 'internal',
  hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true } });
const logs = [], errors = [];
watchConsole(page, logs, errors);
const until = async (what, done, seconds = 60) => {
  for (let end = Date.now() + seconds * 1000; Date.now() < end;) {
    const v = await done();
    if (v) return v;
    await page.waitForTimeout(100);
  }
  await page.screenshot({ path: `${out}/passkey-stuck.png` });
  throw new Error(`waited ${seconds} s for ${what}; last lines: ${logs.slice(-4).join(' | ')}`);
};
// click presses the control id of screen once it is offered (enabled)
const click = async (screen, id) => {
  const at = await until(`${id} on ${screen}`, () => { const c = controlsFrom(logs, screen); return c && c[id]; });
  await page.mouse.move(at[0], at[1]);
  await frames(page);
  await page.mouse.down();
  await frames(page);
  await page.mouse.up();
  await frames(page);
};
const type = async (screen, id, text) => {
  await click(screen, id);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text, { delay: 20 });
  await frames(page);
};
await page.goto(`${base}/?trace=1`);
await click('title', 'online');
await click('online', 'place-account');
await type('account', 'account-name', 'Pat');
await type('account', 'password', 'river-of-reeds');
await click('account', 'sign-up');
await click('account', 'wrote-it');
// the screen is busy from the press (Add a passkey not offered) until the server has kept the
// passkey (offered again): waited on by the screen's own lines after the press, never a pause
const mark = logs.length;
await click('account', 'passkey-add');
const busy = await until('the passkey asked for', () => {
  const at = logs.findIndex((l, i) => i >= mark && l.startsWith('controls: account ') && !l.includes(' passkey-add:'));
  return at >= 0 && at + 1;
});
await until('the passkey made', async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length > 0);
await until('the passkey kept', () => { const c = controlsFrom(logs.slice(busy), 'account'); return c && c['passkey-add']; });
await page.screenshot({ path: `${out}/passkey-added.png` });
await click('account', 'sign-out');
await until('signed out', () => { const c = controlsFrom(logs, 'account'); return c && c['passkey-sign-in']; });
await page.screenshot({ path: `${out}/passkey-signed-out.png` });
await click('account', 'passkey-sign-in');
await until('signed in by the passkey', () => { const c = controlsFrom(logs, 'account'); return c && c['sign-out']; });
await page.screenshot({ path: `${out}/passkey-signed-in.png` });
if (errors.length) {
  console.log('passkey: console errors: ' + errors.join(' | '));
  process.exit(1);
}
console.log('passkey: ok (an account made, a passkey added, signed out, signed in by the passkey)');
await browser.close();
