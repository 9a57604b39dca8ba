#!/usr/bin/env bash
# The service worker's notifications in headless Chromium (build/e2e/push/sw.mjs): build/web/sw.js
# served on 127.0.0.1 beside a small page that registers it and empty stand-ins for the build's
# other files (the worker caches them on install; the game itself is not needed here). Needs
# chromium and out/node/node_modules/playwright-core (build/e2e-web.sh installs both).
set -euo pipefail
cd "$(dirname "$0")/../../.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-push
rm -rf "$out"; mkdir -p "$out/site"
sed "s/__BUILD_HASH__/pushcheck/" build/web/sw.js >"$out/site/sw.js"
for f in wasm_exec.js worker.js game.wasm worker.wasm; do : >"$out/site/$f"; done
cat >"$out/site/index.html" <<'HTML'
<!doctype html><html><head><meta charset="utf-8"><title>Tigris &amp; Euphrates</title></head>
<body><p>The service worker's check.</p><script>navigator.serviceWorker.register('sw.js');</script></body></html>
HTML
. build/e2e/serve-web.sh
serve_web "$out" "$out/site"
cp build/e2e/push/sw.mjs out/node/
node out/node/sw.mjs "$url" "$out"
