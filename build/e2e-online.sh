#!/usr/bin/env bash
# End-to-end check of online play with the real parts: a tigris-server process, a tigris-bot
# process that creates a game with a seat for an invited person, and the desktop game under Xvfb
# that joins it by its code (-join) as a person would (typing a name, clicking Join), makes its
# own decisions from the keyboard (Space passes an action), hands its seat to a bot from the
# menu, and follows the game to its final scores through a kill -9 of the server and its restart.
# Logs and screenshots go to out/e2e-online (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/e2e-online
rm -rf "$out"; mkdir -p "$out/data" "$out/home"
go build -o "$out/tigris" .
go build -o "$out/tigris-server" ./cmd/tigris-server
go build -o "$out/tigris-bot" ./cmd/tigris-bot
out=$(cd "$out" && pwd)

disp=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then disp=":$n"; break; fi
done
[ -n "$disp" ] || { echo "no free X display" >&2; exit 1; }
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
pids=($!)
srv=""
cleanup() { kill "${pids[@]}" $srv 2>/dev/null || true; }
trap cleanup EXIT
export DISPLAY="$disp"
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' > "$out/asound.conf"
export ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$out/asound.conf"
fail() { echo "e2e-online: FAIL: $*" >&2; exit 1; }
wait_for() {
  for _ in $(seq $(($3 * 10))); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}
# wait_count FILE PATTERN N SECONDS: until N lines of FILE match PATTERN
wait_count() {
  for _ in $(seq $(($4 * 10))); do
    [ "$(grep -c "$2" "$1" 2>/dev/null || true)" -ge "$3" ] && return 0
    sleep 0.1
  done
  return 1
}
port=$((20000 + RANDOM % 20000))
base="http://127.0.0.1:$port"
start_server() {
  "$out/tigris-server" -addr "127.0.0.1:$port" -data "$out/data" >>"$out/server.log" 2>&1 &
  srv=$!
  wait_for "$out/server.log" "listening on" 15 || fail "the server did not start"
}
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
start_server

"$out/tigris-bot" -server "$base" -create me,human,bot:easy -name Rob -level random >"$out/bot.log" 2>&1 &
pids+=($!)
wait_for "$out/bot.log" " code " 15 || fail "the bot did not create a game"
code=$(sed -n 's/.* code \([0-9A-Z]*\) .*/\1/p' "$out/bot.log" | head -1)
echo "game $code"

HOME="$out/home" "$out/tigris" -trace -mute -botdelay 30ms -quit-at-end 2s -data "$out/home" -server "$base" -join "$code" >"$out/game.log" 2>&1 &
pids+=($!)
ctl() {
  local xy=""
  for _ in $(seq 150); do
    xy=$(grep "^controls: $1\( \|\$\)" "$out/game.log" | tail -1 | tr ' ' '\n' | sed -n "s/^$2:\([0-9]*\),\([0-9]*\)\$/\1 \2/p" || true)
    [ -n "$xy" ] && { echo "$xy"; return 0; }
    sleep 0.1
  done
  fail "the $1 screen never offered $2"
}
press() {
  local x y
  read -r x y <<<"$(ctl "$1" "$2")"
  [ -n "$x" ] || exit 1
  xdotool mousemove "$x" "$y" sleep 0.15 mousedown 1 sleep 0.08 mouseup 1
  sleep 0.3
}
ctl online join >/dev/null
xdotool type --delay 50 "Eve"
press online join
wait_for "$out/game.log" "^await: " 30 || fail "the joined game never asked this seat for a decision"
import -window root "$out/board.png"
# two actions of its own, each passed from the keyboard and refereed by the server
for n in 1 2; do
  # each action once the game has asked for it: a key pressed before is not a decision
  wait_count "$out/game.log" "^await: " "$n" 30 || fail "the seat was not asked for its action $n"
  xdotool key space
  wait_count "$out/game.log" "^applied: .* pass" "$n" 15 || fail "the seat's pass $n never came back from the server"
done
xdotool key Escape
press menu to-bot
xdotool key Escape
n=$(grep -c '^applied: ' "$out/game.log")
wait_count "$out/game.log" "^applied: " $((n + 3)) 60 || fail "the bot given the seat did not play on"
import -window root "$out/after-bot.png"
# the server dies mid-game without a word and comes back: every side reconnects
n=$(grep -c '^applied: ' "$out/game.log")
kill -9 $srv; wait $srv 2>/dev/null || true
echo "server killed after $n decisions shown; restarting"
start_server
wait_for "$out/game.log" '^result:' 300 || fail "the desktop never showed the final scores"
import -window root "$out/over.png" || true
grep '^result:' "$out/game.log"
echo "e2e-online: ok ($(grep -c '^applied: ' "$out/game.log") decisions shown on the desktop)"
