#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and runs every test of the project:
# formatting, vet, the unit and scenario tests, the drawing tests inside the game loop under Xvfb,
# and the end-to-end check of the desktop game.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
build/setup.sh test

# stage NAME: starts a stage, saying how long the one before it took (docs/DEVELOPING.md lists them)
last=$SECONDS
stage() { echo "== $1   (previous stage: $((SECONDS - last)) s)"; last=$SECONDS; }

stage "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "not gofmt-formatted:" >&2
  echo "$unformatted" >&2
  exit 1
fi

stage "rules and bots import no Ebitengine"
if grep -rqs --include='*.go' -e '"github.com/hajimehoshi/ebiten' -e '"github.com/ebitengine/' game ai; then
  echo "game/ or ai/ imports Ebitengine" >&2
  exit 1
fi

stage "go vet"
go vet ./...
go vet -tags display ./...

stage "go test"
go test -count=1 ./...
(cd engine/displaycheck && go test -count=1 ./...)

stage "drawing tests in the game loop (Xvfb)"
# one run: each drawing test has frames of its own, so every screen it walks is kept in
# out/screens for a person to look at without holding the pictures of the others
TE_SCREENSHOTS="$PWD/out/screens" xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -tags display ./scenes/...
xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -tags display -run 'Clipboard|Signals|Display' .

stage "end to end: desktop"
build/e2e-desktop.sh

stage "end to end: online (a server process, a bot process, the desktop game, the page in Chromium)"
build/e2e-online.sh

stage "end to end: browser"
build/e2e-web.sh
stage "done"
