#!/usr/bin/env bash
# The browser build on an emulated phone, played with a finger through CDP touch events
# (build/e2e/touch.mjs): taps that pick, place, press buttons and cancel, placement accuracy at
# the edges of spaces, and screenshots at phone, tablet and desktop sizes in out/e2e-touch.
# Needs what build/e2e-web.sh installs (Debian's chromium, playwright-core in out/node).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-touch
rm -rf "$out"; mkdir -p "$out"
[ -d out/node/node_modules/playwright-core ] || { echo "e2e-touch: run build/e2e-web.sh once first (it installs playwright-core)" >&2; exit 1; }
[ "${SKIP_WEBBUILD:-}" = 1 ] || build/webbuild.sh
. build/e2e/serve-web.sh
serve_web "$out"
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/touch
cp build/e2e/common.mjs build/e2e/touch.mjs out/node/touch/
node out/node/touch/touch.mjs "$url" "$out"
