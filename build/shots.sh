#!/usr/bin/env bash
# Screenshots of the board in both themes side by side, for each window size, board and colour
# setting, from the real game under Xvfb: out/shots/SIZE-MAP-CONTRAST.png holds the ancient look
# on the left and the science-fiction look on the right. Needs build/setup.sh test first.
#   build/shots.sh [seconds to let the bots play before each picture, default 6]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
wait=${1:-6}
out=out/shots
rm -rf "$out"; mkdir -p "$out"
go build -o out/tigris .
for size in 1280x800 1920x1080; do
  for map in standard advanced; do
    opts=""; [ "$map" = advanced ] && opts="-options buildings,wonder"
    for contrast in false true; do
      for theme in ancient space; do
        data=$(mktemp -d)
        printf 'mute true\ntheme %s\ncontrast %s\n' "$theme" "$contrast" >"$data/settings"
        xvfb-run -a -s "-screen 0 ${size}x24" bash -c "
          out/tigris -size $size -data $data -mute -map $map $opts -seats archer:medium,bull:medium,pot:medium -seed 11 -botdelay 0 &
          sleep $wait; import -window root $out/$theme.png; kill \$!" >/dev/null 2>&1
        rm -rf "$data"
      done
      name="$size-$map-$([ "$contrast" = true ] && echo contrast || echo normal)"
      convert "$out/ancient.png" "$out/space.png" +append "$out/$name.png"
      rm "$out/ancient.png" "$out/space.png"
      echo "shots: $out/$name.png"
    done
  done
done
