#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and runs every test of the project:
# formatting, vet, the unit and scenario tests, the drawing tests inside the game loop under Xvfb,
# and the end-to-end check of the desktop game.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
build/setup.sh test

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "not gofmt-formatted:" >&2
  echo "$unformatted" >&2
  exit 1
fi

echo "== rules and bots import no Ebitengine"
if grep -rqs --include='*.go' -e '"github.com/hajimehoshi/ebiten' -e '"github.com/ebitengine/' game ai; then
  echo "game/ or ai/ imports Ebitengine" >&2
  exit 1
fi

echo "== go vet"
go vet ./...
go vet -tags display ./...

echo "== go test"
go test -count=1 ./...
(cd engine/displaycheck && go test -count=1 ./...)

echo "== drawing tests in the game loop (Xvfb)"
xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -tags display ./scenes/...
xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -tags display -run 'Clipboard|Signals|Display' .
# the screens the tests walk through are kept in out/screens for a person to look at, at the sizes
# people use most (every test runs inside one frame of the game loop, which frees no image until
# it ends: pictures of all ten sizes in one run would hold gigabytes)
TE_SCREENSHOTS="$PWD/out/screens" xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -tags display ./scenes/ \
  -run 'TestScreensAroundTheGame|TestUnsaved|TestEveryScreenFitsEverySize/^(phone-portrait-3x|phone-landscape-3x|tablet-portrait-2x|desktop-1280x800|desktop-1920x1080)$' 

echo "== end to end: desktop"
build/e2e-desktop.sh

echo "== end to end: browser"
build/e2e-web.sh
