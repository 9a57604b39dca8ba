#!/usr/bin/env bash
# Screenshots of the review screen as a player sees it, from the real game under Xvfb at a
# desktop's sizes and a phone's: a finished game (scenes/testdata/reviewed-endgame.save) is loaded,
# Review the game is clicked on its results card, and once the review is made the screen is taken
# with its largest mistake on the board, then with the list's last. out/shots-review/SIZE-*.png.
# Needs build/setup.sh test first (Xvfb, xdotool, ImageMagick).
#   build/shots-review.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/shots-review
rm -rf "$out"; mkdir -p "$out"
go build -o out/tigris .
for size in 1280x800 1920x1080 390x844; do
  data=$(mktemp -d)
  printf 'mute true\n' >"$data/settings"
  log="$out/$size.log"
  xvfb-run -a -s "-screen 0 ${size}x24" bash -c '
    set -u
    out/tigris -size '"$size"' -data '"$data"' -mute -trace -load scenes/testdata/reviewed-endgame.save >'"$log"' 2>&1 &
    game=$!
    # wait (bounded) for a trace line, then print it
    line() { for _ in $(seq 1200); do l=$(grep -E "$1" '"$log"' | tail -1); [ -n "$l" ] && { echo "$l"; return 0; }; sleep 0.1; done; echo "shots-review: no \"$1\" in 120 s" >&2; kill $game; exit 1; }
    at() { echo "$1" | tr " " "\n" | sed -n "s/^$2:\([0-9]*\),\([0-9]*\)$/\1 \2/p"; }
    card=$(line "^controls: play .*review:")
    xdotool mousemove $(at "$card" review) click 1
    made=$(line "^controls: review .*mistake0:")
    sleep 1; xdotool mousemove 5 5; sleep 0.5
    import -window root '"$out/$size"'-largest.png
    last=$(echo "$made" | tr " " "\n" | grep -c "^mistake")
    xdotool mousemove $(at "$made" mistake$((last - 1))) click 1
    sleep 1; xdotool mousemove 5 5; sleep 0.5
    import -window root '"$out/$size"'-last.png
    kill $game' >/dev/null
  rm -rf "$data"
  echo "shots-review: $out/$size-largest.png $out/$size-last.png"
done
