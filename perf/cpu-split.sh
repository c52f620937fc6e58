#!/usr/bin/env bash
# Where a client's CPU goes per transaction: runs one client command (dbbench or pgbench), and inside its measured
# window counts its CPU time and context switches (perf stat) and samples where that time is spent (perf record),
# then prints the client's CPU per transaction in µs, its context switches per transaction, and the share of its
# CPU in the kernel, in the TLS library (BoringSSL inside netty-tcnative, or OpenSSL's libssl/libcrypto), in
# JIT-compiled Java, in the JVM and in libc. Linux only; needs perf (Debian: apt-get install linux-perf) and
# kernel.perf_event_paranoid <= 2 or root.
#
# Usage: perf/cpu-split.sh COMMAND...
#   AFTER=22 FOR=8 perf/cpu-split.sh java -jar bench-cli/target/bench-cli.jar run --target postgresql \
#     --host 127.0.0.1 --user dbbench --password-env DBBENCH_POSTGRES_PASSWORD --db dbbench_compare \
#     --ssl-mode require --workload pgbench_select_only --threads 64 --warmup 15 --warmup-max 15 --time 20 --quiet
#   AFTER=2 FOR=8 perf/cpu-split.sh pgbench -h 127.0.0.1 -U dbbench -S -M prepared -n -c 64 -j 2 -T 12 dbbench_compare
# Environment: AFTER (seconds from launch to the window, default 20: past the warm-up), FOR (the window's
# seconds, default 8: it must end before the command does), OUT (default perf/target/cpu-split-<time>).
# The rate per second is read from the command's own output: dbbench's "transactions: N (R per sec.)" or
# pgbench's "tps = R".
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${AFTER:=20}" "${FOR:=8}" "${OUT:=$REPO/perf/target/cpu-split-$(date +%Y%m%d-%H%M%S)}"
(( $# > 0 )) || { echo "error: no command given; see the usage at the top of $0" >&2; exit 2; }
for n in AFTER FOR; do
  [[ "${!n}" =~ ^[0-9]+$ ]] || { echo "error: $n=${!n} is not a whole number of seconds; give e.g. $n=8" >&2; exit 2; }
done
command -v perf >/dev/null || { echo "error: perf is not installed; on Debian: apt-get install linux-perf" >&2; exit 2; }
mkdir -p "$OUT"

"$@" >"$OUT/client.log" 2>&1 &
pid=$!
sleep "$AFTER"
kill -0 "$pid" 2>/dev/null || { echo "error: the command ended within AFTER=$AFTER s; see $OUT/client.log" >&2; exit 1; }
perf stat -x, -e task-clock,context-switches -p "$pid" -o "$OUT/stat.csv" -- sleep "$FOR" &
stat_pid=$!
perf record -q -F 499 -p "$pid" -o "$OUT/perf.data" -- sleep "$FOR" >/dev/null 2>&1 || true
wait "$stat_pid" || true
status=0
wait "$pid" || status=$?
(( status == 0 )) || { echo "error: the command exited with $status; see $OUT/client.log" >&2; exit "$status"; }

rate="$(sed -nE 's/.*transactions: +[0-9]+ +\(([0-9.]+) per sec.*/\1/p; s/^tps = ([0-9.]+).*/\1/p' "$OUT/client.log" | tail -n 1)"
[[ -n "$rate" ]] || { echo "error: no transactions per second in $OUT/client.log" >&2; exit 1; }
perf report -i "$OUT/perf.data" --no-children --sort dso -g none -n -q 2>/dev/null >"$OUT/dso.txt" || true

python3 - "$OUT" "$rate" "$FOR" <<'EOF'
import sys
out, rate, seconds = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
stat = {}
for line in open(out + "/stat.csv"):
    f = line.strip().split(",")
    if len(f) > 2 and f[0] and f[0][0].isdigit():
        stat[f[2].split(":")[0]] = float(f[0])
tx = rate * seconds
print(f"transactions/s {rate:.0f}; client CPU {stat['task-clock'] * 1000 / tx:.1f} µs per transaction; "
      f"{stat['context-switches'] / tx:.2f} context switches per transaction")
groups = {"kernel": 0, "TLS library": 0, "JIT-compiled Java": 0, "JVM": 0, "libc": 0, "other": 0}
for line in open(out + "/dso.txt"):
    f = line.split(None, 2)
    if len(f) < 3:
        continue
    n, dso = int(f[1]), f[2]
    if "kernel" in dso:
        g = "kernel"
    elif "tcnative" in dso or "libssl" in dso or "libcrypto" in dso:
        g = "TLS library"
    elif "[JIT]" in dso:
        g = "JIT-compiled Java"
    elif "libjvm" in dso:
        g = "JVM"
    elif "libc.so" in dso:
        g = "libc"
    else:
        g = "other"
    groups[g] += n
total = sum(groups.values()) or 1
print(" ".join(f"{g} {100 * n / total:.1f} %;" for g, n in groups.items()))
EOF
