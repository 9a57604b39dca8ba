#!/usr/bin/env bash
# The first seconds in a browser (issue 44), measured in headless Chromium with CDP's network and
# processor throttling: 9 Mbit/s with 150 ms round trips, then 1.6 Mbit/s with a 4x slower
# processor; a first visit and a next one (the service worker's). Prints, for each, the splash's
# first contentful paint, the first playable frame, the bytes taken from the network and the files
# the service worker answered (build/e2e/bench-load.mjs). Builds the page (a release's brotli:
# BROTLI_QUALITY=11 unless set; WEB_BUILT=1 keeps out/web as built) and serves it with
# build/serve, as an ordinary static host would. Needs what build/e2e-web.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/bench-load
rm -rf "$out"; mkdir -p "$out"
[ "${WEB_BUILT:-}" = 1 ] || BROTLI_QUALITY=${BROTLI_QUALITY:-11} build/webbuild.sh
[ -d out/node/node_modules/playwright-core ] || (mkdir -p out/node && cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
. build/e2e/serve-web.sh
serve_web "$out"
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/bench-load
cp build/e2e/common.mjs build/e2e/bench-load.mjs out/node/bench-load/
echo "out/web: game.wasm $(stat -c %s out/web/game.wasm.br) bytes brotli, $(stat -c %s out/web/game.wasm.gz) gzip"
node out/node/bench-load/bench-load.mjs "$url"
