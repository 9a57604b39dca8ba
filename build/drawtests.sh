#!/usr/bin/env bash
# Runs the board screen's drawing tests (the test binary out/scenes.test, built by build/test.sh)
# under the X server the caller started, two processes at a time, into out/drawing/*.log. A test
# process grows slower the more it has drawn (its textures, atlases and baked pieces pile up: the
# painted map's test took 80 s of processor time after the others in one process, 22 s alone), so
# the longest tests (in `alone`) each get a process of their own and every other test goes in
# groups of a dozen. The groups come from the binary's own list (-test.list), so a new or renamed
# test still runs. Prints each process's time; fails if any failed, showing its log.
set -uo pipefail
cd "$(dirname "$0")/.."
alone=(TestEveryScreenFitsEverySize TestPaintedMapShowsWaterLandAndMovingRivers TestPanelListsEverythingBesideTheBoard
  TestEveryBoardNamesItsSpacesAlongItsEdges TestBoardScreenFitsEverySize TestOnlineScreenFitsEverySize
  TestResultsOpenTheReview TestTurnScreens TestLargestScreenDraws TestTooltipsBesideTheirControl
  TestCarriedPieceLightsItsSpacesOnThePaintedMap TestLessonBoxReadsEverywhere)
rm -rf out/drawing && mkdir -p out/drawing
all=$(cd scenes && ../out/scenes.test -test.list '^Test' | grep '^Test') || { echo "drawtests: no test list" >&2; exit 1; }
groups=()
for name in "${alone[@]}"; do
  grep -qx "$name" <<<"$all" && groups+=("$name")
done
rest=$(grep -vxF -f <(printf '%s\n' "${alone[@]}") <<<"$all")
groups+=($(xargs -n 12 <<<"$rest" | tr ' ' '|'))
# run N TESTS: one process of the binary on the tests TESTS (names joined by |), into its log
# (with the processor time it took: on a shared machine its wall time says mostly how busy it was)
run() {
  local log=out/drawing/$1.log code=0 TIMEFORMAT='%0R s, processor %0U s user %0S s sys'
  { time { (cd scenes && ../out/scenes.test -test.count=1 -test.timeout 30m -test.run "^($2)\$") >"$log" 2>&1 || code=$?; }; } 2>"$log.time"
  echo "tigris/scenes ($2): status $code in $(cat "$log.time")" >>"$log"
  rm -f "$log.time"
  tail -n 1 "$log"
  return "$code"
}
export -f run
code=0
for i in "${!groups[@]}"; do printf '%02d %s\n' "$i" "${groups[$i]}"; done |
  xargs -P 2 -L 1 bash -c 'run "$0" "$1"' || code=1
if [ "$code" -ne 0 ]; then
  grep -L 'status 0 in' out/drawing/*.log | xargs -r cat
fi
exit "$code"
