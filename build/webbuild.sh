#!/usr/bin/env bash
# Builds the browser version into out/web: game.wasm (and a gzip copy), wasm_exec.js from this
# Go installation, and the page. Prints the sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/web
mkdir -p "$out"
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/game.wasm" .
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cp build/web/index.html "$out/"
gzip -9 -k -f "$out/game.wasm"
echo "game.wasm: $(stat -c %s "$out/game.wasm") bytes raw, $(stat -c %s "$out/game.wasm.gz") bytes gzip -9"
