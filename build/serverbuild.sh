#!/usr/bin/env bash
# Builds the one file to deploy: tigris-server carrying the browser build. Runs
# build/webbuild.sh (not when WEB_BUILT=1 says out/web is built), packs its files into
# online/webfiles/dist (versioned, gzip and brotli copies: online/webfiles/pack; brotli's quality
# 11 takes about a minute for the game, BROTLI_QUALITY=5 a few seconds) and builds with
# -tags embedweb into out/tigris-server (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=${1:-out/tigris-server}
if [ "${WEB_BUILT:-}" = 1 ] && [ -s out/web/game.wasm ]; then
  echo "out/web: built before"
else
  build/webbuild.sh
fi
go run ./online/webfiles/pack -from out/web -to online/webfiles/dist -brotli "${BROTLI_QUALITY:-11}"
CGO_ENABLED=0 go build -trimpath -tags embedweb -ldflags="-s -w" -o "$out" ./cmd/tigris-server
echo "$out: $(stat -c %s "$out") bytes, the browser build inside"
