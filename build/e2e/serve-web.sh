# Sourced by the browser checks' scripts: serve_web OUT [DIR] serves DIR (out/web, the page) on
# 127.0.0.1 at a free port (build/serve, its log in OUT/serve.log), sets url to its address and
# stops it when the script exits. One copy of these lines for every check that needs the page.
serve_web() {
  local out=$1 dir=${2:-out/web}
  go build -o "$out/serve" ./build/serve
  "$out/serve" -dir "$dir" -addr 127.0.0.1:0 >"$out/serve.log" 2>&1 &
  serve_pid=$!
  trap 'kill "$serve_pid" 2>/dev/null || true' EXIT
  # the server prints its address once it listens: a bounded wait on that line
  for _ in $(seq 100); do grep -qs '^serving' "$out/serve.log" && break; sleep 0.1; done
  url=$(sed -n 's/^serving .* on \(http:[^ ]*\)\/$/\1/p' "$out/serve.log")
  [ -n "$url" ] || { echo "$(basename "$0"): the server did not start" >&2; cat "$out/serve.log" >&2; return 1; }
}
