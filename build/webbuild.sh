#!/usr/bin/env bash
# Builds the browser version into out/web: game.wasm (the game), worker.wasm (the bots' worker,
# cmd/tigris-worker), gzip copies of both, wasm_exec.js from this Go installation, worker.js and
# the page, with the game's size written into the page (its loading bar's 100%, whatever the host
# sends). Prints the sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/web
mkdir -p "$out"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/game.wasm" .
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/worker.wasm" ./cmd/tigris-worker
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" build/web/worker.js "$out/"
size=$(stat -c %s "$out/game.wasm")
sed "s/__GAME_WASM_SIZE__/$size/" build/web/index.html >"$out/index.html"
for f in game.wasm worker.wasm wasm_exec.js worker.js index.html; do gzip -9 -k -f "$out/$f"; done
echo "game.wasm: $size bytes raw, $(stat -c %s "$out/game.wasm.gz") bytes gzip -9"
echo "worker.wasm: $(stat -c %s "$out/worker.wasm") bytes raw, $(stat -c %s "$out/worker.wasm.gz") bytes gzip -9"
