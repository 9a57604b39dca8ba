#!/usr/bin/env bash
# End-to-end check of the desktop game under Xvfb, driven with xdotool as a person would and
# waiting on the game's trace lines: build/e2e/desktop says what it plays. Screenshots and logs go
# to out/e2e-desktop (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
exec go run ./build/e2e/desktop "$@"
