#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and starts the game (the title screen, or the
# game the flags describe: see README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
build/setup.sh desktop
go build -o out/tigris .
if [ "$(uname)" = Linux ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # Ebitengine opens the display while the program loads, before any flag is read, and would
  # only panic
  echo "run.sh: no display (DISPLAY is not set): the game needs a desktop session (or a virtual one: Xvfb :99 & DISPLAY=:99 build/run.sh)" >&2
  exit 2
fi
exec out/tigris "$@"
