#!/usr/bin/env bash
# Sets up what is missing on a fresh Debian machine and runs every test of the project:
# formatting, vet, the unit and scenario tests, the drawing tests inside the game loop under Xvfb,
# and the end-to-end checks of the desktop game, online play and the browser build. Each stage
# prints its time, and a table of them ends the run (docs/DEVELOPING.md lists what each covers).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
# Mesa's llvmpipe draws on the thread that asks, not on one helper thread a core: with every
# stage keeping both cores busy, handing each draw to the helpers and waiting for them cost the
# drawing tests a tenth more processor time, and an idle page in Chromium (WebGL through llvmpipe)
# nearly twice as much (docs/MEASUREMENTS.md)
export LP_NUM_THREADS="${LP_NUM_THREADS:-0}"
mkdir -p out
# The run goes on under build/subreaper: Chromium's renderers outlive the browser that started
# them, and handed to init their processor time was missing from the stage table (the touch
# check's stage showed 15 s where its processes used 145)
if [ -z "${TIGRIS_SUBREAPER:-}" ] && command -v go >/dev/null && go build -o out/subreaper ./build/subreaper; then
  TIGRIS_SUBREAPER=1 exec out/subreaper bash "$PWD/build/test.sh" "$@"
fi

# children_ticks [PID]: the processor time, in clock ticks, of every process this shell (or the
# shell PID, a stage in the background) has waited for: on a shared machine a stage's wall time
# says how busy the machine was, its processor time what the stage costs
children_ticks() { local f; read -ra f </proc/"${1:-$$}"/stat; echo $((f[15] + f[16])); }
tick=$(getconf CLK_TCK) started_ticks=$(children_ticks)
times=()
started=$SECONDS
report() {
  local code=$1
  echo "== stage times (s): wall, and the processor time (user+sys) of the stage's processes"
  printf '   %s\n' "${times[@]}"
  echo "   all: $((SECONDS - started)) s, processor $((($(children_ticks) - started_ticks) / tick)) s   (load average at the end: $(cut -d' ' -f1-3 /proc/loadavg))"
  [ "$code" -eq 0 ] || echo "== FAILED (status $code)"
  [ -z "${web:-}" ] || kill "$web" 2>/dev/null || true
}
# A stage in the background ends before the run does, whether a stage beside it failed or not:
# its processes are not left behind, and its output is shown
finish() {
  local code=$?
  [ -z "${beside_pid:-}" ] || joined || true
  report "$code"
}
trap finish EXIT
# STAGES=regexp runs only the stages whose names match (the others are listed as skipped)
wanted() { [ -z "${STAGES:-}" ] || grep -qE -- "$STAGES" <<<"$1"; }
# stage NAME COMMAND...: runs one stage and keeps its times
stage() {
  local name=$1 t=$SECONDS c
  shift
  if ! wanted "$name"; then times+=("$(printf '%5s %5s  %s' - - "$name (not run: STAGES)")"); return; fi
  echo "== $name"
  c=$(children_ticks)
  local code=0
  "$@" || code=$?
  times+=("$(printf '%5d %5d  %s' $((SECONDS - t)) $((($(children_ticks) - c) / tick)) "$name")")
  [ "$code" -eq 0 ] || { times+=("      (failed: status $code)"); exit "$code"; }
}
# beside NAME COMMAND...: starts a stage in the background, for one that leaves most of a core
# idle (it waits on frames, bots and servers): the stages after it run beside it until `joined`,
# which shows its output (kept in out/beside.log) and puts its times in the table. It runs in a
# bash of its own under build/subreaper, which counts its processes' time as this one does.
beside_pid=""
beside() {
  beside_name=$1
  shift
  if ! wanted "$beside_name"; then times+=("$(printf '%5s %5s  %s' - - "$beside_name (not run: STAGES)")"); return; fi
  echo "== $beside_name (in the background: its output when it ends)"
  local reaper=()
  [ ! -x out/subreaper ] || reaper=(out/subreaper)
  ! declare -F "$1" >/dev/null || export -f "$1" # a function of this script
  "${reaper[@]}" bash -c '
    t=$SECONDS code=0
    "$@" >out/beside.log 2>&1 || code=$?
    read -ra f </proc/$$/stat
    echo "$((SECONDS - t)) $(((f[15] + f[16]) / $(getconf CLK_TCK))) $code" >out/beside.times
    exit "$code"' _ "$@" &
  beside_pid=$!
}
joined() {
  [ -n "$beside_pid" ] || return 0
  local code=0 wall cpu
  wait "$beside_pid" || code=$?
  beside_pid=""
  echo "== $beside_name (ended)"
  cat out/beside.log
  read -r wall cpu _ <out/beside.times
  times+=("$(printf '%5d %5d  %s' "$wall" "$cpu" "$beside_name (beside the stages above it)")")
  [ "$code" -eq 0 ] || times+=("      (failed: status $code)")
  return "$code"
}

stage "setup (packages, Go modules)" build/setup.sh test

# The browser build and its driver need nothing the other stages make: they are made while the
# Go stages run, and the browser stage waits for them.
web_build() {
  if [ ! -x /usr/bin/chromium ]; then
    local sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
  fi
  build/webbuild.sh
  if [ ! -d out/node/node_modules/playwright-core ]; then
    mkdir -p out/node
    (cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
  fi
}
web=""
if wanted "browser build (made in the background since setup)" || wanted "end to end: browser" || wanted "online"; then
  web_build >out/web-build.log 2>&1 &
  web=$!
fi

format_and_imports() {
  local unformatted
  unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  if [ -n "$unformatted" ]; then
    echo "not gofmt-formatted:" >&2
    echo "$unformatted" >&2
    return 1
  fi
  if grep -rqs --include='*.go' -e '"github.com/hajimehoshi/ebiten' -e '"github.com/ebitengine/' game ai; then
    echo "game/ or ai/ imports Ebitengine" >&2
    return 1
  fi
}
stage "gofmt; rules and bots import no Ebitengine" format_and_imports

stage "go vet (without and with the display tag)" bash -c 'go vet ./... && go vet -tags display ./...'

# -vet=off: the whole of go vet ran in the stage before. The packages' tests leave a third of the
# two cores idle (one long package at the end, servers waited on): the drawing tests run beside
# them, until the end-to-end checks.
beside "go test" bash -c 'go test -count=1 -vet=off ./... && cd engine/displaycheck && go test -count=1 -vet=off ./...'

# Without a display the drawing tests must say they were skipped and fail, never pass green.
no_display() {
  local out
  if out=$(env -u DISPLAY -u WAYLAND_DISPLAY go test -count=1 -v -tags display -run 'Wrap' ./scenes/ui 2>&1); then
    echo "$out"
    echo "drawing tests without a display passed" >&2
    return 1
  fi
  grep -q -- '--- SKIP: TestWrap' <<<"$out" && grep -q '^SKIP: no display' <<<"$out" || {
    echo "$out"
    echo "drawing tests without a display did not say they were skipped" >&2
    return 1
  }
  echo "reported skipped, and the package failed: as it should"
}
stage "drawing tests without a display" no_display

# Every drawing test, each in frames of its own, so every screen it walks is kept in out/screens
# for a person to look at without holding the pictures of the others. Only the packages with
# drawing tests (the display tag) run here; the rest ran in "go test". The board screen's
# package runs as many processes of one test binary on one X server, two at a time
# (build/drawtests.sh: its longest tests alone, the others by the dozen, each process's log in
# out/drawing), beside the other packages with drawing tests: a process slows the more it has
# drawn. The limit of 30 minutes is only a guard against a hang.
drawing_tests() {
  local others
  others=$(grep -rl --include='*_test.go' '^//go:build.*display' . | xargs -n1 dirname | sort -u | grep -vx ./scenes)
  go test -c -vet=off -tags display -o out/scenes.test ./scenes
  # CI keeps no pictures (nobody looks at its machine's files): drawing them for a person, and
  # compressing 600 PNGs, was an eighth of this stage; every check still runs
  local shots="$PWD/out/screens"
  [ "${TIGRIS_KEEP_SHOTS:-1}" = 1 ] || shots=""
  TE_SCREENSHOTS="$shots" xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    build/drawtests.sh >out/drawing.log 2>&1 &
    scenes=$!
    code=0
    go test -count=1 -vet=off -timeout 30m -tags display "$@" || code=$?
    wait "$scenes" || code=1
    cat out/drawing.log
    exit "$code"' _ $others
}
stage "drawing tests in the game loop (Xvfb)" drawing_tests
joined || exit

wait_web() {
  local code=0
  [ -n "$web" ] || web_build >out/web-build.log 2>&1 || code=$?
  [ -z "$web" ] || wait "$web" || code=$?
  web=""
  cat out/web-build.log
  return "$code"
}
stage "browser build (made in the background since setup)" wait_web

# The desktop check and the online one each run their own X server and wait on the game's trace
# lines: they run side by side, each into its own log, shown when it fails.
desktop_and_online() {
  [ -z "$web" ] || wait_web # the online check's page
  go build -o out/tigris-e2e . # the desktop check's game (the online check builds its own, from the cache)
  build/e2e-desktop.sh -game "$PWD/out/tigris-e2e" >out/e2e-desktop.log 2>&1 &
  local desktop=$!
  local code=0
  WEB_BUILT=1 build/e2e-online.sh >out/e2e-online.log 2>&1 || code=$?
  if [ "$code" -ne 0 ]; then cat out/e2e-online.log; echo "e2e-online failed" >&2; fi
  if ! wait "$desktop"; then cat out/e2e-desktop.log; echo "e2e-desktop failed" >&2; code=1; fi
  tail -n 3 out/e2e-desktop.log out/e2e-online.log
  return "$code"
}
# The desktop and online checks wait on the games' frames, bots and servers: the browser's lighter
# checks (a page or two waiting on a server) run beside them; the touch check (a phone's page at
# 3x with the rivers moving) and the browser check, which keep both cores busy drawing, after them
[ -z "$web" ] || wait_web # here: only this shell can wait for the build
beside "end to end: desktop, and online (a server, a bot process, the desktop game, the page in Chromium)" desktop_and_online
stage "end to end: browser platform (keyboard, reload, share, bots in a worker, loading)" env WEB_BUILT=1 build/e2e/web-platform/run.sh
stage "end to end: notifications in the browser (the service worker's push, the tab's title and icon)" env WEB_BUILT=1 build/e2e/push/run.sh
place() { [ -z "$web" ] || wait_web; WEB_BUILT=1 build/e2e-place.sh; } # about 40 s: a stage of its own
stage "end to end: online as a place in the browser (a reload lands in the game, a passkey)" place
stage "end to end: the one file to deploy (the server with the browser build inside, its policy, TLS)" env WEB_BUILT=1 build/e2e-csp.sh
joined || exit
stage "end to end: touch on a phone (taps, placement at the edges of spaces)" env SKIP_WEBBUILD=1 build/e2e-touch.sh
stage "end to end: browser" env WEB_BUILT=1 build/e2e-web.sh
