#!/usr/bin/env bash
# Builds the browser version and serves it on http://127.0.0.1:8080/ (set ADDR to change).
# Open the address in a browser; a query carries the desktop's options, for example
# http://127.0.0.1:8080/?seats=archer:human,bull:hard&map=advanced&options=buildings,wonder
set -euo pipefail
cd "$(dirname "$0")/.."
build/webbuild.sh
exec go run ./build/serve -dir out/web -addr "${ADDR:-127.0.0.1:8080}"
