#!/usr/bin/env bash
# Resident memory of the desktop game with a folder of N saves (issue 47): on the title, with the
# Load list drawn, after scrolling it a long way, and back on the title, read from
# /proc/PID/status (VmRSS). Not a test (it needs Xvfb and xdotool, and a person to read it):
#   build/loadlist-memory.sh [N] [BINARY]      e.g. build/loadlist-memory.sh 5000
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000}
bin=${2:-}
work=$(mktemp -d)
trap 'kill "${pid:-}" "${xvfb:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  bin=$work/tigris
  go build -o "$bin" .
fi
Xvfb :77 -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:77
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

# one whole game between bots, its save copied N times under as many names
"$bin" -mute -seats archer:easy,bull:easy,pot:easy -data "$work/gen" -botdelay 1ms -quit-at-end 0s >/dev/null 2>&1
mkdir -p "$work/data/saves"
for i in $(seq -w 1 "$n"); do cp "$work/gen/autosave" "$work/data/saves/Game $i"; done

log=$work/trace.txt
"$bin" -mute -data "$work/data" -trace -size 1280x800 >"$log" 2>&1 &
pid=$!
rss() { awk '/VmRSS/ {printf "%.0f MB", $2/1024}' "/proc/$pid/status"; }
for _ in $(seq 300); do grep -q '^controls: title' "$log" && break; sleep 0.2; done
sleep 2; echo "$n saves, title:         $(rss)"
at=$(grep '^controls: title' "$log" | tail -1 | grep -o ' load:[0-9]*,[0-9]*' | cut -d: -f2)
xdotool mousemove "${at%,*}" "${at#*,}" click 1
for _ in $(seq 600); do grep -q '^controls: saves.*row' "$log" && break; sleep 0.5; done
grep -q '^controls: saves.*row' "$log" || echo "the list was not shown in 300 s"
sleep 3; echo "$n saves, list drawn:    $(rss)"
xdotool mousemove 640 400
for _ in $(seq 40); do xdotool click --repeat 50 --delay 5 5; done
sleep 3; echo "$n saves, list scrolled: $(rss)"
xdotool key Escape
sleep 4; echo "$n saves, title again:   $(rss)"
