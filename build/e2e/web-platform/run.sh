#!/usr/bin/env bash
# The browser platform's checks (issue 36): text fields with the on-screen keyboard, a link that
# survives a reload, sharing from within the tap, bots in a worker beside the page (and in the
# frames without one), and loading (first frame, a true bar) on loopback and throttled.
#   build/e2e/web-platform/run.sh [URL]
# With URL (a server of out/web already running, as build/e2e-web.sh starts one) it uses that;
# without, it builds the page and serves it on 127.0.0.1 itself. Needs chromium and
# out/node/node_modules/playwright-core (build/e2e-web.sh installs both). Screenshots and
# figures go to out/e2e-web-platform. THROTTLED=1 also measures loading at 9 Mbit/s, 150 ms.
set -euo pipefail
cd "$(dirname "$0")/../../.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-web-platform
rm -rf "$out"; mkdir -p "$out"
url=${1:-}
if [ -z "$url" ]; then
  [ "${WEB_BUILT:-}" = 1 ] || build/webbuild.sh | tee "$out/size.txt"
  . build/e2e/serve-web.sh
  serve_web "$out"
fi
# ES modules resolve packages from the script's own folder: run copies beside node_modules
# a folder of this check's own beside the node modules (checks run side by side)
mkdir -p out/node/platform
cp build/e2e/common.mjs build/e2e/web-platform/*.mjs out/node/platform/
for check in text reload share; do
  node "out/node/platform/$check.mjs" "$url" "$out"
done
node out/node/platform/bots.mjs "$url" "$out" 4 # two Hard bots' first four decisions
node out/node/platform/load.mjs "$url" "$out"
echo "web-platform: screenshots in $out"
