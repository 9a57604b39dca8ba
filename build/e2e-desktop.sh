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
# -noreset keeps the X resources (Xft.dpi) set below between clients
Xvfb "$disp" -screen 0 1280x800x24 -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
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

# ctl LOG SCREEN ID: "x y" of a control on the latest controls line of that screen, waiting up to
# 15 s for the screen to offer it
ctl() {
  local xy=""
  for _ in $(seq 150); do
    xy=$(grep "^controls: $2\( \|\$\)" "$1" | tail -1 | tr ' ' '\n' | sed -n "s/^$3:\([0-9]*\),\([0-9]*\)\$/\1 \2/p")
    [ -n "$xy" ] && { echo "$xy"; return 0; }
    sleep 0.1
  done
  fail "the $2 screen never offered $3 (last: $(grep "^controls: $2" "$1" | tail -1))"
}

# press LOG SCREEN ID: click a control
press() {
  local x y
  read -r x y <<<"$(ctl "$1" "$2" "$3")"
  [ -n "$x" ] || exit 1 # ctl failed (in a subshell) and said why
  xdotool mousemove "$x" "$y" sleep 0.15 mousedown 1 sleep 0.08 mouseup 1
  sleep 0.3
}

# go LOG SCREEN ID NEXT NEED: click a control, then wait for the NEXT screen to offer NEED. Under
# software GL at twice the size a frame can stall for a second on a busy machine; a click that
# then left no trace is tried once more, and said so.
go() {
  local n try
  n=$(wc -l <"$1")
  for try in 1 2; do
    press "$1" "$2" "$3"
    for _ in $(seq 100); do
      tail -n +"$((n + 1))" "$1" | grep -q "^controls: $4 .*$5:" && return 0
      sleep 0.1
    done
    tail -n +"$((n + 1))" "$1" | grep -q "^controls: $2 " && break # the screen changed: no retry
    echo "e2e-desktop: $3 on $2 showed nothing in 10 s; clicking again"
  done
  fail "after $3 on $2, the $4 screen did not offer $5"
}

# pixel PNG X Y: the colour of one pixel as r,g,b
pixel() { convert "$1" -crop "1x1+$2+$3" -depth 8 -format '%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]' info:; }

echo "== 0. no display, a bad size: a plain message, never a panic trace"
for env_ in "DISPLAY=" "DISPLAY=:4321" "DISPLAY= WAYLAND_DISPLAY=wayland-0" "DISPLAY=garbage" "DISPLAY=:4321.7"; do
  set +e
  msg=$(env $env_ "$out/tigris" 2>&1); rc=$?
  help=$(env $env_ "$out/tigris" -h 2>&1); hrc=$?
  set -e
  [ "$rc" -eq 2 ] && ! grep -q 'panic\|goroutine' <<<"$msg" && grep -q '^tigris: ' <<<"$msg" ||
    fail "with $env_ the game said (exit $rc): $msg"
  # the flags' help needs no display
  [ "$hrc" -eq 2 ] && ! grep -q 'panic\|goroutine' <<<"$help" && grep -q -- '-seats string' <<<"$help" ||
    fail "with $env_ -h said (exit $hrc): $help"
  echo "$env_: $msg"
done
set +e
msg=$("$out/tigris" -size 100000x100000 2>&1); rc=$?
set -e
[ "$rc" -eq 2 ] && grep -q 'not a window size' <<<"$msg" && ! grep -q panic <<<"$msg" || fail "-size 100000x100000 said (exit $rc): $msg"
echo "-size 100000x100000: $msg"

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
press "$out/continue.log" title continue
wait_for "$out/continue.log" '^await: archer action' 10 || fail "Continue did not bring back archer's turn"
sleep 0.8
import -window root "$out/continued.png"
again=$(pixel "$out/continued.png" "$cx" "$((cy - 8))")
[ "$again" = "$after" ] || fail "after Continue H5 shows $again, before closing $after"
echo "continued: H5 still shows $again"
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true

echo "== 4. a high-density screen (device scale 2): menus, a leader into a revolt, its dialog, a farm"
# GLFW takes the content scale from the X resource Xft.dpi (96 a scale of 1)
kill "$xvfb"; wait "$xvfb" 2>/dev/null || true
Xvfb "$disp" -screen 0 2560x1600x24 -nolisten tcp -noreset >"$out/xvfb2.log" 2>&1 &
xvfb=$!
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
echo 'Xft.dpi: 192' | xrdb -nocpp -merge
log="$out/hidpi-menus.log"
"$out/tigris" -data "$out/data-hidpi" -trace >"$log" 2>"$out/hidpi.err" &
pids+=($!)
read -r tx _ <<<"$(ctl "$log" title new)"
[ "${tx:-0}" -gt 1000 ] || fail "at scale 2 the title's buttons stand at x=$tx: the window is not drawn at twice the size"
shot "$out/hidpi-title.png"
go "$log" title rules rules next; go "$log" rules next rules prev; shot "$out/hidpi-rules.png"
go "$log" rules back title settings; go "$log" title settings settings back; shot "$out/hidpi-settings.png"
go "$log" settings back title new; go "$log" title new setup start; shot "$out/hidpi-setup.png"
go "$log" setup start play menu
sleep 2 # the game's first frames are slow in software GL at twice the size
go "$log" play menu menu resume; shot "$out/hidpi-menu.png"
go "$log" menu resume play menu
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true
log="$out/hidpi-revolt.log"
"$out/tigris" -data "$out/data-hidpi" -position scenes/testdata/revolt.pos -seats archer:human,bull:easy -botdelay 100ms -trace >"$log" 2>"$out/hidpi.err" &
pids+=($!)
wait_for "$log" '^await: archer action hand=rrbggk' 30 || fail "the revolt position did not start at scale 2"
layout=$(grep -m1 '^layout:' "$log")
cellxy() { echo "$layout" | awk -v n="$1" '{for (i = 1; i <= NF; i++) if ($i == "cells") {split($(i+n+1), a, ","); print a[1], a[2]}}'; }
read -r ax _ <<<"$(cellxy 0)"; read -r bx _ <<<"$(cellxy 1)"
echo "spaces $((bx - ax)) px apart on the screen"
[ $((bx - ax)) -ge 60 ] || fail "spaces are $((bx - ax)) px apart at scale 2"
read -r lx ly <<<"$(grep -m1 '^pieces:' "$log" | awk '{split($3, a, ","); print a[1], a[2]}')"
read -r gx gy <<<"$(cellxy $((3 * 16 + 6)))"
sleep 1 # the new window takes pointer events once it is mapped
xdotool mousemove "$lx" "$ly" sleep 0.2 mousedown 1 sleep 0.2 mousemove 1200 700 sleep 0.2 mousemove "$gx" "$gy" sleep 0.3 mouseup 1
wait_for "$log" '^applied: archer leader r G4$' 10 || fail "the leader dropped on G4 at scale 2 was not applied"
wait_for "$log" '^await: archer commit' 10 || fail "no commit dialog"
sleep 0.5
shot "$out/hidpi-dialog.png"
n=$(wc -l <"$log")
press "$log" play option1
wait_for "$log" '^applied: archer commit 1$' 10 || fail "the dialog's choice was not taken at scale 2"
for _ in $(seq 300); do tail -n +"$((n + 1))" "$log" | grep -q '^await: archer action' && break; sleep 0.1; done
tail -n +"$((n + 1))" "$log" | grep -q '^await: archer action' || fail "the revolt did not end"
hand=$(grep '^await: archer action' "$log" | tail -1 | sed 's/.*hand=//')
b=$(($(expr index "$hand" b) - 1)) # the farm's slot
read -r hx hy <<<"$(echo "$layout" | awk -v k=$((b + 3)) '{split($k, a, ","); print a[1], a[2]}')"
read -r ex ey <<<"$(cellxy 4)"
xdotool mousemove "$hx" "$hy" sleep 0.2 mousedown 1 sleep 0.2 mousemove "$ex" "$((ey + 200))" sleep 0.2 mousemove "$ex" "$ey" sleep 0.3 mouseup 1
wait_for "$log" '^applied: archer tile b E1$' 10 || fail "the farm dragged to E1 at scale 2 was not applied"
sleep 0.8
shot "$out/hidpi-placed.png"
kill "${pids[-1]}"; wait "${pids[-1]}" 2>/dev/null || true

echo "== 5. fullscreen on a small screen (1024x640) keeps the whole panel in sight"
kill "$xvfb"; wait "$xvfb" 2>/dev/null || true
Xvfb "$disp" -screen 0 1024x640x24 -nolisten tcp >"$out/xvfb3.log" 2>&1 &
xvfb=$!
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
log="$out/fullscreen.log"
"$out/tigris" -data "$out/data-full" -seats archer:human,bull:easy -seed 3 -trace >"$log" 2>"$out/fullscreen.err" &
pids+=($!)
wait_for "$log" '^await: archer action' 30 || fail "no game on the small screen"
xdotool key f
sleep 1.5
read -r mx my <<<"$(ctl "$log" play menu)"
[ -n "$mx" ] || exit 1
[ "$mx" -lt 1024 ] && [ "$my" -lt 640 ] || fail "after fullscreen the Menu button is at $mx,$my, off a 1024x640 screen"
shot "$out/fullscreen.png"
echo "fullscreen: Menu at $mx,$my"
echo "e2e-desktop: passed (screenshots in $out)"
