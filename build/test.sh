#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and runs every test of the project.
# Usage: build/test.sh            (from anywhere; started as root or with sudo available)
set -euo pipefail
cd "$(dirname "$0")/.."

export PATH="$PATH:/usr/local/go/bin:$(go env GOPATH 2>/dev/null || echo /root/go)/bin"
if ! command -v go >/dev/null; then
  echo "Go is not installed: install Go 1.24 or newer first" >&2
  exit 1
fi

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

echo "== go test"
go test -count=1 ./...
