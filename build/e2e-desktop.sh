#!/usr/bin/env bash
# End-to-end check of the desktop game under Xvfb, driven as a person would:
#  1. a bot-only seeded game runs to the final score screen;
#  2. a human drags a tile from the hand onto the board with xdotool, and the game accepts it;
#  3. the game, closed and started again, continues from the title exactly where it was.
# Sound plays into a null ALSA device: the checks see the clips start.
# Screenshots and logs go to out/e2e-desktop (ignored by git). Fails on a blank or wrong screen.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out/e2e-desktop
rm -rf "$out"; mkdir -p "$out"
go build -o "$out/tigris" .

disp=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then disp=":$n"; break; fi
done
[ -n "$disp" ] || { echo "no free X display" >&2; exit 1; }
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
pids=()
cleanup() { kill "${pids[@]}" "$xvfb" 2>/dev/null || true; }
trap cleanup EXIT
export DISPLAY="$disp"
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
# no sound device here: a null ALSA sink keeps audio libraries quiet
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' > "$out/asound.conf"
export ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$PWD/$out/asound.conf"

fail() { echo "e2e-desktop: FAIL: $*" >&2; exit 1; }

# wait_for FILE PATTERN SECONDS
wait_for() {
  for _ in $(seq $(($3 * 10))); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# check_picture PNG: a real picture has many colours (a blank or black window has one or two)
check_picture() {
  local colours
  colours=$(convert "$1" -format '%k' info:)
  [ "$colours" -gt 40 ] || fail "$1 looks blank ($colours colours)"
}

# shot PNG: a screenshot once the window shows a drawn frame (a loaded machine may take a few
# seconds to draw the first one), failing after 15 s of blank screens
shot() {
  for _ in $(seq 30); do
    import -window root "$1"
    [ "$(convert "$1" -format '%k' info:)" -gt 40 ] && return 0
    sleep 0.5
  done
  check_picture "$1"
}

# pixel PNG X Y: the colour of one pixel as r,g,b
pixel() { convert "$1" -crop "1x1+$2+$3" -depth 8 -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]' info:; }

echo "== 1. bot-only game to the final scores"
"$out/tigris" -data "$out/data-bots" -seats archer:easy,bull:random,pot:medium -seed 11 -options buildings,wonder -botdelay 0 \
  -trace -frametimes -quit-at-end 2s >"$out/botgame.log" 2>"$out/botgame.err" &
pids+=($!)
wait_for "$out/botgame.log" '^result:' 300 || fail "the bot game did not reach its final scores"
sleep 1
shot "$out/final-scores.png"
wait "${pids[-1]}" || fail "the bot game exited with an error"
grep '^result:' "$out/botgame.log"
moves=$(grep -c '^applied:' "$out/botgame.log")
[ "$moves" -gt 50 ] || fail "only $moves decisions in the bot game"
echo "decisions: $moves"
grep -q '^sound: off' "$out/botgame.log" && fail "no sound: $(grep '^sound: off' "$out/botgame.log")"
for clip in tile leader score game-over; do
  grep -q "^sound: $clip\$" "$out/botgame.log" || fail "the $clip sound never played"
done
echo "sounds played: $(grep -c '^sound:' "$out/botgame.log")"
sed -n '/^frames/,$p' "$out/botgame.log"

echo "== 2. a human drags a tile onto the board"
# seed 3: archer starts, his first hand tile is a temple; H5 is empty land
data="$out/data"
"$out/tigris" -data "$data" -seats archer:human,bull:easy -seed 3 -trace >"$out/drag.log" 2>"$out/drag.err" &
pids+=($!)
wait_for "$out/drag.log" '^await: archer action' 30 || fail "the human's turn never came"
grep -q 'hand=r' "$out/drag.log" || fail "expected a temple first in the hand: $(grep await "$out/drag.log")"
layout=$(grep -m1 '^layout:' "$out/drag.log")
read -r hx hy <<<"$(echo "$layout" | awk '{split($3, a, ","); print a[1], a[2]}')"
# H5 is column 7, row 4 (zero-based): cell index 4*16+7 = 71, the 72nd position after "cells"
read -r cx cy <<<"$(echo "$layout" | awk '{for (i = 1; i <= NF; i++) if ($i == "cells") {split($(i+72), a, ","); print a[1], a[2]}}')"
sleep 0.5
shot "$out/before-drag.png"
before=$(pixel "$out/before-drag.png" "$cx" "$cy")
xdotool mousemove "$hx" "$hy" sleep 0.3 mousedown 1 sleep 0.3 mousemove 700 300 sleep 0.3 mousemove "$cx" "$cy" sleep 0.5
import -window root "$out/while-dragging.png"
xdotool mouseup 1
wait_for "$out/drag.log" '^applied: archer tile r H5' 10 || fail "the drop on H5 was not accepted"
sleep 0.8
shot "$out/after-drag.png"
after=$(pixel "$out/after-drag.png" "$cx" "$((cy - 8))")
echo "H5 before: $before, after: $after"
# a temple is red: the space must have turned from sand to red
r=${after%%,*}; rest=${after#*,}; g=${rest%%,*}
[ "$r" -gt 150 ] && [ "$g" -lt 100 ] || fail "H5 does not show a temple after the drop (colour $after)"
grep -q 'archer tile r H5' "$data/autosave" || fail "the action was not autosaved"

echo "== 3. closed and started again, Continue brings the game back"
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true
"$out/tigris" -data "$data" -trace >"$out/continue.log" 2>"$out/continue.err" &
pids+=($!)
sleep 2
shot "$out/title.png"
# Continue is the first button, centred at (640, 285) in a 1280x800 window
xdotool mousemove 640 285 sleep 0.2 click 1
wait_for "$out/continue.log" '^await: archer action' 10 || fail "Continue did not bring back archer's turn"
sleep 0.8
import -window root "$out/continued.png"
again=$(pixel "$out/continued.png" "$cx" "$((cy - 8))")
[ "$again" = "$after" ] || fail "after Continue H5 shows $again, before closing $after"
echo "continued: H5 still shows $again"
echo "e2e-desktop: passed (screenshots in $out)"
