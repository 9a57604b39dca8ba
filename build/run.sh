#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
exec go run . "$@"
