#!/usr/bin/env bash
# The image's entrypoint as a container runs it: laid out as the Dockerfile lays it out (/opt/dbbench), and as process 1
# of a PID namespace of its own (unshare, as root), which ignores every signal it has no handler for. SIGTERM reaches
# the JVM, which closes the interval in progress, writes its results (status interrupted) and exits as documented (run:
# 143 on SIGTERM); with DBBENCH_KEEP_SECONDS the shell passes SIGTERM on while dbbench runs, and SIGTERM ends the wait
# after it at once with dbbench's exit code. `run` measures an embedded PostgreSQL, so no server is needed.
# Usage: entrypoint-signals.sh JAR
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
export DBBENCH_JAR="$1"
work="$(mktemp -d)"
trap '[ -z "${pid:-}" ] || kill -KILL "$pid" "$launched" 2>/dev/null; rm -rf "$work"' EXIT
mkdir -p "$work/opt/bin" "$work/opt/scripts"
cp "$here/../entrypoint.sh" "$work/opt/entrypoint.sh"
cp "$root/bin/dbbench" "$work/opt/bin/dbbench"
cp "$root/scripts/lib-java.sh" "$work/opt/scripts/lib-java.sh"
fail() { echo "entrypoint-signals: $*" >&2; [ ! -f "$work/log" ] || tail -n 20 "$work/log" >&2; exit 1; }

# start ARGS... : the entrypoint with ARGS in the background, as process 1 where that may be; $pid is its process.
as_init=()
if unshare --pid --fork true 2>/dev/null; then
  as_init=(unshare --pid --fork --kill-child)
else
  echo "entrypoint-signals: no PID namespace may be made here (root only): the entrypoint runs as an ordinary process" >&2
fi
start() {
  (cd "$work" && exec "${as_init[@]}" "$work/opt/entrypoint.sh" "$@" >"$work/log" 2>&1) &
  launched=$! pid=$!
  if [ "${#as_init[@]}" -gt 0 ]; then
    pid=""
    for _ in $(seq 1 100); do pid="$(pgrep -P "$launched" || true)"; [ -z "$pid" ] || return 0; sleep 0.05; done
    fail "no process 1 in the new PID namespace"
  fi
}
# finish: waits for the entrypoint to end, at most a minute; $rc is its exit code (unshare passes it on).
finish() {
  for _ in $(seq 1 240); do kill -0 "$launched" 2>/dev/null || break; sleep 0.25; done
  ! kill -0 "$launched" 2>/dev/null ||
    fail "SIGTERM did not end it within a minute: process 1 ignores a signal it has no handler for"
  rc=0
  wait "$launched" || rc=$?
  pid=""
}

# measure OUT -> waits until the run in OUT has written a measured interval (not a warm-up one).
measure() {
  local _
  for _ in $(seq 1 240); do
    grep -q '^[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,false,' "$1/intervals.csv" 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || fail "dbbench ended before it measured"
    sleep 0.25
  done
  fail "dbbench measured nothing within 60s"
}
# stopped CASE WANT OUT: SIGTERM to the entrypoint's process; the run must end with WANT and its results written.
stopped() {
  kill -TERM "$pid"
  finish
  [ "$rc" = "$2" ] || fail "$1: SIGTERM ended it with exit code $rc, not $2"
  grep -q '"status" : "interrupted"' "$3/result.json" || fail "$1: result.json does not say interrupted"
  grep -q 'Results: ' "$work/log" || fail "$1: no summary printed"
}

# The entrypoint and bin/dbbench hand their process on: the JVM itself gets SIGTERM.
start run --threads 2 --time 120 --warmup 0 --out "$work/a"
measure "$work/a"
[ "$(cat "/proc/$pid/comm")" = java ] || fail "the entrypoint's process is $(cat "/proc/$pid/comm"), not the JVM"
stopped "exec" 143 "$work/a"

# DBBENCH_KEEP_SECONDS: the shell stays and passes SIGTERM on; it does not wait after a SIGTERM.
export DBBENCH_KEEP_SECONDS=600
start run --threads 2 --time 120 --warmup 0 --out "$work/b"
measure "$work/b"
t0=$SECONDS
stopped "keep, during the run" 143 "$work/b"
[ $((SECONDS - t0)) -lt 60 ] || fail "keep: SIGTERM during the run waited for the keep time"

# DBBENCH_KEEP_SECONDS after dbbench ended: SIGTERM ends the wait at once, with dbbench's exit code (2 here).
start run --threads 0
for _ in $(seq 1 120); do grep -q 'keeping the container up' "$work/log" && break; sleep 0.25; done
grep -q 'dbbench ended with exit code 2; keeping the container up 600s' "$work/log" || fail "keep: no wait announced"
kill -TERM "$pid"
finish
[ "$rc" = 2 ] || fail "keep: SIGTERM while waiting ended it with $rc, not dbbench's 2"

rc=0; DBBENCH_KEEP_SECONDS=15m "$work/opt/entrypoint.sh" list >"$work/log" 2>&1 || rc=$?
[ "$rc" = 2 ] && grep -q 'DBBENCH_KEEP_SECONDS=15m is not a number of seconds' "$work/log" || fail "a bad keep time: exit $rc"
echo "entrypoint-signals: ok" >&2
