#!/usr/bin/env bash
# End-to-end check of the browser build: installs Debian's chromium and playwright-core from npm if
# missing (never a browser download), builds and serves the page on 127.0.0.1, and plays it in
# headless Chromium (build/e2e/web.mjs). Screenshots go to out/e2e-web (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/usr/local/go/bin"
out=out/e2e-web
rm -rf "$out"; mkdir -p "$out"

if [ ! -x /usr/bin/chromium ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
if [ ! -d out/node/node_modules/playwright-core ]; then
  mkdir -p out/node
  (cd out/node && npm install --silent --no-audit --no-fund --prefix . playwright-core@1 >/dev/null)
fi

# build/test.sh builds the page while other tiers run and says so with WEB_BUILT=1
if [ "${WEB_BUILT:-}" = 1 ]; then
  [ -s out/web/game.wasm.gz ] || { echo "e2e-web: WEB_BUILT=1 but out/web has no game" >&2; exit 1; }
  echo "game.wasm: $(stat -c %s out/web/game.wasm) bytes raw, $(stat -c %s out/web/game.wasm.gz) bytes gzip -9 (built before)"
else
  build/webbuild.sh
fi | tee "$out/size.txt"
. build/e2e/serve-web.sh
serve_web "$out"

# ES modules resolve packages from the script's own folder and those above it: run copies in a
# folder of this check's own under out/node (other checks copy theirs while this one runs)
mkdir -p out/node/web
cp build/e2e/common.mjs build/e2e/web.mjs build/e2e/screens.mjs build/e2e/review.mjs build/e2e/loadlist.mjs out/node/web/
t=$SECONDS
node out/node/web/web.mjs "$url" "$out"
echo "e2e-web: the game by mouse and finger, the bot, storage and memory took $((SECONDS - t)) s"
# every kind of screen at the device pixel ratios such screens have (the matrix in screens.mjs),
# and beside it a finished game loaded from the saves, reviewed in the bots' worker from its
# results card: the walk's software-drawn pages leave a third of the two cores idle, the review
# is the worker on one core and asks nothing of the page's frame times but that they go on
(
  t=$SECONDS
  node out/node/web/review.mjs "$url" "$out" scenes/testdata/reviewed-endgame.save
  echo "e2e-web: the review in the bots' worker took $((SECONDS - t)) s (beside the screens)"
  t=$SECONDS # the Load screen's finished games in the page's storage, on a phone and a desktop
  node out/node/web/loadlist.mjs "$url" "$out" scenes/testdata/reviewed-endgame.save
  echo "e2e-web: the Load screen took $((SECONDS - t)) s (beside the screens)"
) >"$out/review.log" 2>&1 &
reviewing=$!
t=$SECONDS code=0
node out/node/web/screens.mjs "$url" "$out" scenes/testdata/revolt.pos || code=$?
echo "e2e-web: every kind of screen took $((SECONDS - t)) s"
wait "$reviewing" || { code=$?; echo "e2e-web: FAIL: the review" >&2; }
cat "$out/review.log"
[ "$code" -eq 0 ] || exit "$code"
# none is blank: more than 40 colours each (counted two at a time: a 4K picture takes a second).
# blank_of PICTURES... names those with 40 colours or fewer.
blank_of() {
  printf '%s\n' "$@" | xargs -P 2 -I{} sh -c \
    'n=$(convert "$1" -format %k info:); [ "$n" -gt 40 ] 2>/dev/null || echo "$1 ($n colours)"' _ {}
}
t=$SECONDS
blank=$(blank_of "$out"/*.png "$out"/screens/*.png)
[ -z "$blank" ] || { echo "e2e-web: FAIL: these look blank: $blank" >&2; exit 1; }
echo "e2e-web: no picture blank, counted in $((SECONDS - t)) s"
echo "e2e-web: screenshots in $out"
