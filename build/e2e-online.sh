#!/usr/bin/env bash
# End-to-end check of online play with the real parts: a tigris-server process serving the
# browser build, a tigris-bot process, the desktop game under Xvfb and the page in headless
# Chromium, through a client's kill and a kill -9 of the server (build/e2e/online says what it
# plays). Installs Debian's chromium and playwright-core from npm if missing, as build/e2e-web.sh
# does (never a browser download). Logs and screenshots go to out/e2e-online (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
if [ ! -x /usr/bin/chromium ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
if [ ! -d out/node/node_modules/playwright-core ]; then
  mkdir -p out/node
  (cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
fi
[ "${WEB_BUILT:-}" = 1 ] || build/webbuild.sh >/dev/null
exec go run ./build/e2e/online -web out/web -node out/node "$@"
