#!/usr/bin/env bash
# TPC-C side by side: go-tpc and dbbench's tpcc workload in spec mode on the same MariaDB/MySQL database, warehouses
# and threads, in alternating rounds (the order swaps every round, as perf/compare.sh does). Prints a Markdown table
# of each tool's tpmC and tpmTotal (median, lowest and highest round), dbbench's tpmC over go-tpc's (the median of
# each round's ratio), and the client's and (when it runs on this machine) the server's CPU per 1,000 transactions
# inside the measured window.
#
#   bash perf/tpcc-compare.sh                       # 3 rounds of 60 s after 20 s of warm-up, 2 warehouses, 4 threads
#   ROUNDS=5 TIME=300 WAREHOUSES=10 THREADS=16 bash perf/tpcc-compare.sh    # on a quiet machine
#
# dbbench prepares the database once (go-tpc runs on the same tables: both follow the specification's schema);
# go-tpc comes from scripts/setup-go-tpc.sh. dbbench runs --tpcc-mode spec --tpcc-procedures off
# --tpcc-warehouse random, go-tpc's convention: its mix, NURand ids, a random warehouse per transaction, statements
# from the client, no keying or think time. docs/tpcc.md lists what still differs.
#
# How the windows are made equal: dbbench runs --warmup WARMUP --warmup-max WARMUP --time TIME. go-tpc has no
# warm-up, so it runs WARMUP+TIME seconds with --interval WARMUP: its first "[Current]" block is the warm-up, and
# the window is its "[Summary]" minus that block. tpmC is New-Orders per minute with the rolled-back ones (go-tpc
# counts them as New-Orders; dbbench's tpmC does too). CPU is user+system CPU of each client process from /proc,
# sampled from WARMUP+2 s to WARMUP+TIME-1 s after its launch, over the transactions of the window.
#
# Environment (all optional):
#   ROUNDS=3  TIME=60  WARMUP=20  WAREHOUSES=2  THREADS=4  TARGET=mariadb (or mysql: the dbbench target)
#   COMPARE_DB=$DBBENCH_MYSQL_DB  SKIP_PREPARE=1 (reuse the tables)  OUT=perf/target/tpcc-compare-<time>
#   DBBENCH_JAVA, DBBENCH_JVM_OPTS, DBBENCH_JAR: the java, JVM options and jar of dbbench
#   SERVER_CPUS=0 CLIENT_CPUS=1: pin the server listening on the port (every thread, with taskset) and each client to
#   these CPUs for the rounds, so that the clients cannot take the server's core; the server's own affinity comes
#   back at the end. Unset, everything shares every core.
# Connections come from DBBENCH_MYSQL_* (scripts/test-env.sh is sourced when unset).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
# shellcheck source=perf/lib-proc.sh
. "$REPO/perf/lib-proc.sh"
: "${ROUNDS:=3}" "${TIME:=60}" "${WARMUP:=20}" "${WAREHOUSES:=2}" "${THREADS:=4}" "${TARGET:=mariadb}"
if [[ -z "${DBBENCH_MYSQL_HOST:-}" ]]; then
  # shellcheck source=/dev/null
  . "$REPO/scripts/test-env.sh" >/dev/null
fi
DB="${COMPARE_DB:-$DBBENCH_MYSQL_DB}"
OUT="${OUT:-$REPO/perf/target/tpcc-compare-$(date +%Y%m%d-%H%M%S)}"
JAR="${DBBENCH_JAR:-$REPO/bench-cli/target/bench-cli.jar}"
JAVA="${DBBENCH_JAVA:-java}"
read -r -a JVM_OPTS <<< "${DBBENCH_JVM_OPTS:-}"
GO_TPC="$(bash "$REPO/scripts/setup-go-tpc.sh" | tail -n 1)"
[[ -f "$JAR" ]] || { echo "error: $JAR is missing; build it with ./mvnw -q -pl bench-cli -am package -DskipTests" >&2; exit 2; }
mkdir -p "$OUT/runs"
export PW="$DBBENCH_MYSQL_PASSWORD"
CONN=(--target "$TARGET" --host "$DBBENCH_MYSQL_HOST" --port "$DBBENCH_MYSQL_PORT" --user "$DBBENCH_MYSQL_USER" --db "$DB"
  --password-env PW)
DATA=(--workload tpcc --warehouses "$WAREHOUSES")
# The server's process when it runs on this machine: its CPU per transaction is measured, and it can be pinned.
SERVER_PID=$(ss -Hltnp "sport = :$DBBENCH_MYSQL_PORT" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n 1 | cut -d= -f2 || true)
PIN=()
if [[ -n "${SERVER_CPUS:-}" || -n "${CLIENT_CPUS:-}" ]]; then
  [[ -n "${SERVER_CPUS:-}" && -n "${CLIENT_CPUS:-}" ]] || { echo "error: set both SERVER_CPUS and CLIENT_CPUS, e.g. SERVER_CPUS=0 CLIENT_CPUS=1" >&2; exit 2; }
  [[ -n "$SERVER_PID" ]] || { echo "error: no local process listens on port $DBBENCH_MYSQL_PORT to pin; unset SERVER_CPUS and CLIENT_CPUS" >&2; exit 2; }
  SERVER_AFFINITY=$(taskset -p "$SERVER_PID" | awk '{ print $NF }')
  trap 'taskset -a -p "$SERVER_AFFINITY" "$SERVER_PID" >/dev/null' EXIT
  taskset -a -p -c "$SERVER_CPUS" "$SERVER_PID" >/dev/null
  PIN=(taskset -c "$CLIENT_CPUS")
fi
GO_CONN=(-d mysql -H "$DBBENCH_MYSQL_HOST" -P "$DBBENCH_MYSQL_PORT" -U "$DBBENCH_MYSQL_USER" -p "$PW" -D "$DB")
# run_client LOG CMD...: runs CMD with output to LOG; sets CPU_RATE and SERVER_RATE, the client's and the local
# server's CPU seconds per second of the measured window (empty when the client ended before the window did, or the
# server is not on this machine).
run_client() {
  local logf="$1" start pid from to c0 c1 t0 t1 s0="" s1=""
  shift
  start="$(now)"
  "$@" >"$logf" 2>&1 &
  pid=$!
  from=$(awk -v s="$start" -v w="$WARMUP" 'BEGIN { printf "%.3f", s + w + 2 }')
  to=$(awk -v s="$start" -v w="$WARMUP" -v t="$TIME" 'BEGIN { printf "%.3f", s + w + t - 1 }')
  CPU_RATE=""
  SERVER_RATE=""
  if sleep_until "$from" "$pid"; then
    c0="$(cpu_ticks "$pid")"; t0="$(now)"
    [[ -n "$SERVER_PID" ]] && s0="$(cpu_ticks "$SERVER_PID")"
    if sleep_until "$to" "$pid"; then
      c1="$(cpu_ticks "$pid")"; t1="$(now)"
      [[ -n "$SERVER_PID" ]] && s1="$(cpu_ticks "$SERVER_PID")"
      [[ -n "$c0" && -n "$c1" ]] && CPU_RATE=$(awk -v a="$c0" -v b="$c1" -v t0="$t0" -v t1="$t1" -v hz="$CLK_TCK" \
        'BEGIN { printf "%.6f", (b - a) / hz / (t1 - t0) }')
      [[ -n "$s0" && -n "$s1" ]] && SERVER_RATE=$(awk -v a="$s0" -v b="$s1" -v t0="$t0" -v t1="$t1" -v hz="$CLK_TCK" \
        'BEGIN { printf "%.6f", (b - a) / hz / (t1 - t0) }')
    fi
  fi
  wait "$pid"
}

# One row per run in runs.tsv: tool, round, tpmC, tpmTotal, client and server CPU ms per 1,000 transactions.
record() {
  local cpu="" server=""
  [[ -n "$CPU_RATE" ]] && cpu=$(awk -v r="$CPU_RATE" -v t="$3" 'BEGIN { if (t > 0) printf "%.3f", r / (t / 60) * 1e6 }')
  [[ -n "$SERVER_RATE" ]] && server=$(awk -v r="$SERVER_RATE" -v t="$3" 'BEGIN { if (t > 0) printf "%.3f", r / (t / 60) * 1e6 }')
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$4" "$2" "$3" "$cpu" "$server" >>"$OUT/runs.tsv"
}

run_dbbench() { # round
  local dir="$OUT/runs/dbbench-r$1"
  run_client "$dir.log" "${PIN[@]}" "$JAVA" "${JVM_OPTS[@]}" -jar "$JAR" run "${CONN[@]}" "${DATA[@]}" --threads "$THREADS" \
    --warmup "$WARMUP" --warmup-max "$WARMUP" --time "$TIME" --tpcc-mode spec --tpcc-procedures off \
    --tpcc-warehouse random --quiet --out "$dir"
  local nums
  nums=$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["steps"][0]["metrics"]; print(t["tpmC"]["value"], t["tpmTotal"]["value"])' \
    "$dir/result.json")
  record dbbench ${nums} "$1"
}

run_go_tpc() { # round
  local logf="$OUT/runs/go-tpc-r$1.log"
  run_client "$logf" "${PIN[@]}" "$GO_TPC" tpcc run "${GO_CONN[@]}" --warehouses "$WAREHOUSES" -T "$THREADS" \
    --time "$((WARMUP + TIME))s" --interval "${WARMUP}s"
  # The window: each operation's summary count less its first [Current] block (the warm-up), over the summary's
  # time less the warm-up's. Error lines (NEW_ORDER_ERR) are not transactions.
  local nums
  nums=$(awk '
    /^\[(Current|Summary)\] [A-Z_]+ - / {
      op = $2; if (op ~ /_ERR$/) next
      match($0, /Takes\(s\): [0-9.]+/); takes = substr($0, RSTART + 10, RLENGTH - 10) + 0
      match($0, /Count: [0-9]+/); count = substr($0, RSTART + 7, RLENGTH - 7) + 0
      if ($1 == "[Current]" && !(op in warm)) { warm[op] = count; warmTakes = takes }
      if ($1 == "[Summary]") { all[op] = count; allTakes = takes }
    }
    END {
      secs = allTakes - warmTakes
      for (op in all) { n = all[op] - warm[op]; total += n; if (op == "NEW_ORDER") orders = n }
      if (secs > 0) printf "%.2f %.2f", orders * 60 / secs, total * 60 / secs
    }' "$logf")
  [[ -n "$nums" ]] || { echo "error: no go-tpc summary in $logf" >&2; exit 1; }
  record go-tpc ${nums} "$1"
}

if [[ "${SKIP_PREPARE:-0}" != 1 ]]; then
  "$JAVA" -jar "$JAR" prepare "${CONN[@]}" "${DATA[@]}" --tpcc-procedures off --quiet >"$OUT/prepare.log" 2>&1 \
    || { echo "error: dbbench prepare failed; see $OUT/prepare.log" >&2; exit 1; }
fi
: >"$OUT/runs.tsv"
for round in $(seq 1 "$ROUNDS"); do
  if (( round % 2 == 1 )); then run_go_tpc "$round"; run_dbbench "$round"; else run_dbbench "$round"; run_go_tpc "$round"; fi
  echo "round $round of $ROUNDS done" >&2
done
"$JAVA" -jar "$JAR" run "${CONN[@]}" "${DATA[@]}" --threads 1 --time 1 --warmup 0 --quiet --out "$OUT/runs/verify" \
  >"$OUT/verify.log" 2>&1 && VERIFIED="the consistency checks passed after every round" \
  || VERIFIED="the consistency checks failed after the rounds: see $OUT/verify.log"

PINNED="${SERVER_CPUS:+server on CPUs $SERVER_CPUS, clients on CPUs $CLIENT_CPUS}"
python3 - "$OUT/runs.tsv" "$WAREHOUSES" "$THREADS" "$TIME" "$WARMUP" "$VERIFIED" "${PINNED:-server and clients on every CPU}" <<'PY' | tee "$OUT/report.md"
import statistics, sys
path, warehouses, threads, time, warmup, verified, pinned = sys.argv[1:]
rows = [l.rstrip("\n").split("\t") for l in open(path) if l.strip()]
by = {}
for tool, rnd, tpmc, total, cpu, server in rows:
    by.setdefault(tool, {})[rnd] = (float(tpmc), float(total), float(cpu) if cpu else None, float(server) if server else None)
def ms(values):
    return f"{statistics.median(values):.0f}" if values else "—"
def cell(values):
    return f"{statistics.median(values):.0f} ({min(values):.0f} to {max(values):.0f})" if values else "—"
print(f"TPC-C, {warehouses} warehouses, {threads} threads, {time} s measured after {warmup} s, {len(by.get('go-tpc', {}))} rounds, {pinned}\n")
print("| client | tpmC, median (lowest to highest) | tpmTotal | client CPU ms per 1,000 transactions | server CPU ms per 1,000 | tpmC / go-tpc's |")
print("|---|---:|---:|---:|---:|---:|")
go = by.get("go-tpc", {})
for tool in ("go-tpc", "dbbench"):
    runs = by.get(tool, {})
    tpmc = [v[0] for v in runs.values()]
    total = [v[1] for v in runs.values()]
    cpu = [v[2] for v in runs.values() if v[2] is not None]
    server = [v[3] for v in runs.values() if v[3] is not None]
    ratios = [runs[r][0] / go[r][0] for r in runs if r in go and go[r][0] > 0]
    ratio = f"{statistics.median(ratios):.3f} ({min(ratios):.3f} to {max(ratios):.3f})" if tool != "go-tpc" and ratios else "—"
    print(f"| {tool} | {cell(tpmc)} | {cell(total)} | {ms(cpu)} | {ms(server)} | {ratio} |")
print(f"\ntpmC counts the rolled-back New-Orders, as go-tpc does; {verified}.")
PY
echo "Runs and logs: $OUT" >&2
