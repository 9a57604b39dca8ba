#!/usr/bin/env bash
# Playouts a second of the bots' search, natively and in headless Chromium (the browser build's
# WebAssembly), from the same benchmark: go test ./ai -bench Playout. Needs what build/e2e-web.sh
# installs (chromium, playwright-core in out/node).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/bench-web
rm -rf "$out"; mkdir -p "$out"
echo "native:"
go test ./ai -run '^$' -bench Playout -benchtime 3s | grep Benchmark
GOOS=js GOARCH=wasm go test -c -o "$out/ai.wasm" ./ai
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cat >"$out/index.html" <<'HTML'
<!doctype html><title>bench</title>
HTML
cat >"$out/bench.html" <<'HTML'
<!doctype html><meta charset="utf-8"><title>playout benchmark</title>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
go.argv = ['ai.test', '-test.run=^$', '-test.bench=Playout', '-test.benchtime=3s'];
WebAssembly.instantiateStreaming(fetch('ai.wasm'), go.importObject).then((r) => go.run(r.instance));
</script>
HTML
. build/e2e/serve-web.sh
serve_web "$out" "$out"
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/bench
cp build/e2e/common.mjs build/e2e/bench.mjs out/node/bench/
echo "headless Chromium (WebAssembly):"
node out/node/bench/bench.mjs "$url" | grep Benchmark
