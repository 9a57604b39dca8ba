#!/usr/bin/env bash
# Online as a place in the browser, with a tigris-server process serving the browser build on
# loopback and the page in headless Chromium: reloading an online game lands back in the game, at
# a desktop's and a phone's size (build/e2e/reload.mjs); an account signs in with a passkey on
# Chromium's virtual authenticator (build/e2e/passkey.mjs). Screenshots in out/e2e-place (ignored
# by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-place
rm -rf "$out"; mkdir -p "$out"
if [ ! -d out/node/node_modules/playwright-core ]; then
  mkdir -p out/node
  (cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
fi
[ "${WEB_BUILT:-}" = 1 ] || build/webbuild.sh >/dev/null
go build -o "$out/tigris-server" ./cmd/tigris-server
"$out/tigris-server" -addr 127.0.0.1:0 -web out/web -data "$out/data" >"$out/server.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
for _ in $(seq 100); do grep -qs 'listening on' "$out/server.log" && break; sleep 0.1; done
base=$(sed -n 's/^tigris-server: listening on \(http:[^ ]*\) .*/\1/p' "$out/server.log")
[ -n "$base" ] || { echo "e2e-place: the server did not start" >&2; cat "$out/server.log" >&2; exit 1; }
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/place
cp build/e2e/*.mjs out/node/place/
node out/node/place/reload.mjs "$base" "$out"
# a relying party is a host's name: the passkey's page is reached as localhost
node out/node/place/passkey.mjs "${base/127.0.0.1/localhost}" "$out"
