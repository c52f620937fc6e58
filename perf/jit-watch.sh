#!/usr/bin/env bash
# How much CPU the client's JIT compilers still use once a warm-up has ended: runs one dbbench
# run/sweep through bin/dbbench, samples the CPU of its C1/C2 compiler threads once a second from
# /proc, then prints per step the warm-up length and the compilers' CPU in the warm-up, in the
# measured window and in its first 10 s. Linux only (reads /proc/PID/task/*/stat).
#
# Usage: perf/jit-watch.sh run|sweep DBBENCH-OPTIONS...   (no --out: the script sets it)
#   perf/jit-watch.sh sweep --target postgresql --host 127.0.0.1 --user dbbench \
#     --password-env DBBENCH_POSTGRES_PASSWORD --db dbbench_compare --workload oltp_read_write \
#     --tables 4 --table-size 100000 --threads 4,8 --time 30
# Environment: OUT (default perf/target/jit-<time>); DBBENCH_JAVA, DBBENCH_JVM_OPTS as for bin/dbbench.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${OUT:=$REPO/perf/target/jit-$(date +%Y%m%d-%H%M%S)}"
case "${1:-}" in
  run|sweep) ;;
  *) echo "error: the first argument must be run or sweep, got '${1:-}'; see the usage at the top of $0" >&2; exit 2 ;;
esac
for arg in "$@"; do
  [ "$arg" != --out ] || { echo "error: --out is set by this script; use OUT=DIR instead" >&2; exit 2; }
done
mkdir -p "$OUT"
"$REPO/bin/dbbench" "$@" --out "$OUT/result" --overwrite >"$OUT/dbbench.log" 2>&1 &
pid=$!
: >"$OUT/ticks.txt"
# One line a second: epoch ms, CPU ticks of the compiler threads so far, of the whole process so far.
while [ -d "/proc/$pid" ]; do
  compiler=0
  for task in /proc/"$pid"/task/*; do
    case "$(cat "$task/comm" 2>/dev/null)" in
      C1*|C2*) compiler=$((compiler + $(awk '{print $14 + $15}' "$task/stat" 2>/dev/null || echo 0))) ;;
    esac
  done
  total=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null) || break
  echo "$(date +%s%3N) $compiler $total" >>"$OUT/ticks.txt"
  sleep 1
done
status=0
wait "$pid" || status=$?
if [ "$status" -ne 0 ]; then
  echo "error: dbbench exited with $status; see $OUT/dbbench.log" >&2
  exit "$status"
fi

python3 - "$OUT" "$(getconf CLK_TCK)" <<'EOF'
import csv, sys
out, hz = sys.argv[1], float(sys.argv[2])
ticks = [tuple(map(int, line.split())) for line in open(out + "/ticks.txt") if len(line.split()) == 3]
rows = list(csv.DictReader(open(out + "/result/intervals.csv")))

def cpu(start_ms, end_ms):
    """Seconds of compiler CPU and of client CPU between two instants, at the one-second samples."""
    inside = [t for t in ticks if start_ms <= t[0] <= end_ms]
    if len(inside) < 2:
        return 0.0, 0.0
    return (inside[-1][1] - inside[0][1]) / hz, (inside[-1][2] - inside[0][2]) / hz

steps = {}
for row in rows:
    steps.setdefault((row["threads"], row["repeat"], row["iteration"]), []).append(row)
print("| threads | warm-up s | compiler CPU s in warm-up | in measured window | share of one core | in its first 10 s |")
print("|---|---|---|---|---|---|")
for (threads, _, _), step in steps.items():
    warm = [r for r in step if r["warmup"] == "true"]
    measured = [r for r in step if r["warmup"] != "true"]
    if not warm or not measured:
        continue
    # epoch_ms is an interval's end.
    warm_start = int(warm[0]["epoch_ms"]) - round(float(warm[0]["duration_s"]) * 1000)
    warm_end, end = int(warm[-1]["epoch_ms"]), int(measured[-1]["epoch_ms"])
    in_warmup, _ = cpu(warm_start, warm_end)
    in_window, _ = cpu(warm_end, end)
    first10, _ = cpu(warm_end, min(warm_end + 10_000, end))
    share = in_window / ((end - warm_end) / 1000) * 100
    print(f"| {threads} | {float(warm[-1]['elapsed_s']):.0f} | {in_warmup:.2f} | {in_window:.2f} | {share:.1f} % | {first10:.2f} |")
EOF
