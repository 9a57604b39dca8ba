#!/usr/bin/env bash
# Builds the one file to deploy: tigris-server carrying the browser build. Runs
# build/webbuild.sh, packs its files into online/webfiles/dist (versioned, gzip and brotli
# copies: online/webfiles/pack) and builds with -tags embedweb into out/tigris-server (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=${1:-out/tigris-server}
build/webbuild.sh
go run ./online/webfiles/pack -from out/web -to online/webfiles/dist
CGO_ENABLED=0 go build -trimpath -tags embedweb -ldflags="-s -w" -o "$out" ./cmd/tigris-server
echo "$out: $(stat -c %s "$out") bytes, the browser build inside"
