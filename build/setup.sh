#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine, skipping what is already there.
#   build/setup.sh desktop   packages to build and run the desktop game (cgo, X11, GL, ALSA)
#   build/setup.sh test      the above plus Xvfb and the tools the end-to-end checks drive
set -euo pipefail
want=(gcc pkg-config libgl1-mesa-dev libx11-dev libxext-dev libxcursor-dev libxi-dev libxinerama-dev
      libxrandr-dev libxxf86vm-dev libasound2-dev)
if [ "${1:-desktop}" = test ]; then
  # libegl-mesa0 and libgl1-mesa-dri: the browser checks' WebGL in Mesa's llvmpipe (build/e2e/common.mjs)
  want+=(xvfb xauth x11-utils x11-xserver-utils xdotool imagemagick postgresql libegl-mesa0 libgl1-mesa-dri dbus)
  # dbus: dbus-daemon --session for the desktop's turn notification (platform/attention)
fi
missing=()
for p in "${want[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if ! command -v go >/dev/null; then
  echo "Go is not installed (Go 1.24 or newer is needed)" >&2
  exit 1
fi
go mod download
if [ "${1:-desktop}" = test ]; then
  # Let's Encrypt's test authority and its test DNS server: online/e2e TestACMECertificateFromPebble
  for p in pebble pebble-challtestsrv; do
    [ -x "$(go env GOPATH)/bin/$p" ] || GOFLAGS=-mod=mod go install "github.com/letsencrypt/pebble/v2/cmd/$p@v2.10.3"
  done
  # the pub/sub between servers sharing games (online/relay, its tests and online/e2e's)
  [ -x "$(go env GOPATH)/bin/nats-server" ] || GOFLAGS=-mod=mod go install "github.com/nats-io/nats-server/v2@v2.15.2"
fi
