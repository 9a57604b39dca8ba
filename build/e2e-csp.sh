#!/usr/bin/env bash
# The one file to deploy, checked in a browser: builds tigris-server with the browser build inside
# (build/serverbuild.sh), starts it on loopback, and loads the game in headless Chromium under the
# server's Content-Security-Policy (build/e2e/csp.mjs): the game must start with no violation and
# no console error, and its server's WebSocket opens. Needs what build/e2e-web.sh installs
# (Debian's chromium, playwright-core). With WEB_BUILT=1 out/web is not built again.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-csp
rm -rf "$out"; mkdir -p "$out"
[ -d out/node/node_modules/playwright-core ] || (mkdir -p out/node && cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
BROTLI_QUALITY=${BROTLI_QUALITY:-5} build/serverbuild.sh "$out/tigris-server"
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/csp
cp build/e2e/common.mjs build/e2e/csp.mjs out/node/csp/
# over plain HTTP, then over TLS by itself with a certificate made here
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost \
  -addext subjectAltName=DNS:localhost,IP:127.0.0.1 -keyout "$out/key.pem" -out "$out/cert.pem" 2>/dev/null
for tls in "" "-cert $out/cert.pem -key $out/key.pem"; do
  # shellcheck disable=SC2086
  "$out/tigris-server" -addr 127.0.0.1:0 -data "$out/data" $tls >"$out/server.log" 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' EXIT
  for _ in $(seq 100); do grep -q 'listening on' "$out/server.log" && break; sleep 0.1; done
  url=$(grep -o 'https\?://[0-9.:]*' "$out/server.log" | head -1)
  node out/node/csp/csp.mjs "$url/" "$out/game${tls:+-tls}.png"
  kill $pid; wait $pid 2>/dev/null || true
done
