#!/usr/bin/env bash
# Builds the browser version into out/web: game.wasm (the game), worker.wasm (the bots' worker,
# cmd/tigris-worker), gzip and brotli copies of each file (brotli by online/webfiles/pack at
# BROTLI_QUALITY, 5 unless set: a few seconds; 11, a release's, takes minutes), wasm_exec.js from
# this Go installation, worker.js, the service worker sw.js (build/web/sw.js, its cache named by
# the build's hash so a new build replaces the old) and the page, with the game's size written
# into the page (its loading bar's 100%, whatever the host sends). Prints the sizes. The game is
# built with Ebitengine copied by build/leanebiten: its built-in shaders as a table, not a
# text/template (3 MB less to download before the first frame), and every shader the game uses
# compiled to GLSL there, so the page neither downloads nor runs the Kage compiler (1.8 MB).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/web
mkdir -p "$out"
go mod download github.com/hajimehoshi/ebiten/v2 # on a fresh machine go list -m names no folder before
go run ./build/leanebiten -from "$(go list -m -f '{{.Dir}}' github.com/hajimehoshi/ebiten/v2)" -to out/_lean
GOOS=js GOARCH=wasm go build -modfile=out/_lean/go.mod -trimpath -ldflags="-s -w" -o "$out/game.wasm" .
GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/worker.wasm" ./cmd/tigris-worker
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" build/web/worker.js "$out/"
size=$(stat -c %s "$out/game.wasm")
sed "s/__GAME_WASM_SIZE__/$size/" build/web/index.html >"$out/index.html"
build=$(cat "$out/game.wasm" "$out/worker.wasm" "$out/wasm_exec.js" "$out/worker.js" "$out/index.html" build/web/sw.js | sha256sum | cut -c1-16)
sed "s/__BUILD_HASH__/$build/" build/web/sw.js >"$out/sw.js"
for f in game.wasm worker.wasm wasm_exec.js worker.js index.html sw.js; do gzip -9 -k -f "$out/$f"; done
go run ./online/webfiles/pack -beside "$out" -brotli "${BROTLI_QUALITY:-5}" >/dev/null
echo "build $build"
echo "game.wasm: $size bytes raw, $(stat -c %s "$out/game.wasm.gz") bytes gzip -9, $(stat -c %s "$out/game.wasm.br") brotli"
echo "worker.wasm: $(stat -c %s "$out/worker.wasm") bytes raw, $(stat -c %s "$out/worker.wasm.gz") bytes gzip -9"
