#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and starts the game (the title screen, or the
# game the flags describe: see docs/PLAYING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
build/setup.sh desktop
go build -o out/tigris .
exec out/tigris "$@"
