#!/usr/bin/env bash
# Notifications in headless Chromium (issue 42). First the service worker (build/e2e/push/sw.mjs):
# build/web/sw.js served on 127.0.0.1 beside a small page that registers it and empty stand-ins for
# the build's other files (the worker caches them on install; the game is not needed there). Then
# the tab's title and icon (build/e2e/push/title.mjs): the real page (out/web, built unless
# WEB_BUILT=1) served by a tigris-server process. Needs chromium and
# out/node/node_modules/playwright-core (build/e2e-web.sh installs both).
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
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/push
cp build/e2e/push/sw.mjs out/node/push/
node out/node/push/sw.mjs "$url" "$out"

# the tab's title and icon with the real page, served by the real server
[ "${WEB_BUILT:-}" = 1 ] || build/webbuild.sh >"$out/webbuild.log"
go build -o "$out/tigris-server" ./cmd/tigris-server
"$out/tigris-server" -addr 127.0.0.1:0 -data "$out/data" -web out/web >"$out/server.log" 2>&1 &
server_pid=$!
trap 'kill "$serve_pid" "$server_pid" 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -qs 'listening on' "$out/server.log" && break; sleep 0.1; done
server=$(grep -o 'listening on http://[^ "]*' "$out/server.log" | head -1 | sed 's/listening on //')
[ -n "$server" ] || { echo "push: the server did not start" >&2; cat "$out/server.log" >&2; exit 1; }
cp build/e2e/common.mjs build/e2e/push/title.mjs out/node/push/
node out/node/push/title.mjs "$server" "$out"
