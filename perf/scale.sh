#!/usr/bin/env bash
# Scale checks of one dbbench client against the local MySQL-protocol server (MariaDB):
#   1. a step of RSS_THREADS (1024) workers: the client's peak resident memory (VmHWM) must stay
#      within RSS_LIMIT_MIB (1024);
#   2. opening OPEN_THREADS (512) connections: how long the server sees them arrive, for dbbench and
#      for sysbench with the same thread count, side by side.
# Connection counts come from the server (Threads_connected polled every 50 ms), not from dbbench, so
# the figure is what the server saw. Prints a Markdown table; exits 1 when the RSS limit is exceeded.
#
# Usage: perf/scale.sh
# Environment (all optional): RSS_THREADS=1024 OPEN_THREADS=512 RSS_LIMIT_MIB=1024 TIME=20 WARMUP=5
#   TARGET=mysql (a MySQL-protocol dbbench target) TABLES=4 TABLE_SIZE=10000 COMPARE_DB=dbbench_scale
#   DBBENCH_JAVA, DBBENCH_JAR as for bin/dbbench, which runs dbbench here; DBBENCH_JVM_OPTS (default
#   "-XX:+UseParallelGC -Xmx512m": the heap flag docs/performance.md
#   recommends for steps of hundreds of threads) OUT=perf/target/scale-<time>
# Connections come from DBBENCH_MYSQL_* (scripts/test-env.sh is sourced when unset); the server needs
# max_connections above RSS_THREADS (scripts/setup-mariadb.sh sets 1100).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
: "${RSS_THREADS:=1024}" "${OPEN_THREADS:=512}" "${RSS_LIMIT_MIB:=1024}" "${TIME:=20}" "${WARMUP:=5}"
: "${TARGET:=mysql}" "${TABLES:=4}" "${TABLE_SIZE:=10000}" "${COMPARE_DB:=dbbench_scale}"
: "${DBBENCH_JVM_OPTS=-XX:+UseParallelGC -Xmx512m}"
export DBBENCH_JVM_OPTS
DBBENCH=("$REPO/bin/dbbench")
: "${OUT:=perf/target/scale-$(date +%Y%m%d-%H%M%S)}"

log() { printf '[scale] %s\n' "$*" >&2; }
die() { printf '[scale] error: %s\n' "$*" >&2; exit 2; }
for n in RSS_THREADS OPEN_THREADS RSS_LIMIT_MIB TIME WARMUP TABLES TABLE_SIZE; do
  [[ "${!n}" =~ ^[0-9]+$ ]] || die "$n=${!n} is not a whole number; give e.g. $n=4"
done
[[ "$COMPARE_DB" =~ ^[a-z_][a-z0-9_]*$ ]] || die "COMPARE_DB=$COMPARE_DB must be a plain lower-case name, e.g. dbbench_scale"
"${DBBENCH[@]}" --version >/dev/null || die "bin/dbbench cannot start dbbench; build it with scripts/build.sh (or set DBBENCH_JAVA)"
command -v sysbench >/dev/null || die "sysbench is missing; install it with scripts/setup-sysbench.sh"
if [[ -z "${DBBENCH_MYSQL_HOST:-}" && -f scripts/test-env.sh ]]; then
  # shellcheck source=/dev/null
  source scripts/test-env.sh 2>/dev/null
fi
[[ -n "${DBBENCH_MYSQL_HOST:-}" ]] || die "DBBENCH_MYSQL_HOST is not set; source scripts/test-env.sh or export DBBENCH_MYSQL_*"
H="$DBBENCH_MYSQL_HOST" P="${DBBENCH_MYSQL_PORT:-3306}" U="${DBBENCH_MYSQL_USER:-root}"
export DBBENCH_SCALE_PW="${DBBENCH_MYSQL_PASSWORD:-}"
MYSQL=mariadb; command -v mariadb >/dev/null || MYSQL=mysql
sql() { MYSQL_PWD="$DBBENCH_SCALE_PW" "$MYSQL" -h "$H" -P "$P" -u "$U" -N -B -e "$1"; }

TMP="$(mktemp -d)"; chmod 700 "$TMP"
trap 'rm -rf "$TMP"' EXIT
SB_CFG="$TMP/sysbench.cfg"
( umask 077; printf 'mysql-password=%s\n' "$DBBENCH_SCALE_PW" > "$SB_CFG" )
mkdir -p "$OUT"

max_conn="$(sql 'SELECT @@max_connections')"
(( max_conn >= RSS_THREADS + 5 )) || die "max_connections is $max_conn but a $RSS_THREADS-thread step needs $((RSS_THREADS + 5)); run scripts/setup-mariadb.sh or SET GLOBAL max_connections = $((RSS_THREADS + 50))"
sql "CREATE DATABASE IF NOT EXISTS $COMPARE_DB"
SB=(sysbench "--config-file=$SB_CFG" oltp_point_select --db-driver=mysql "--mysql-host=$H" "--mysql-port=$P" "--mysql-user=$U"
    "--mysql-db=$COMPARE_DB" --mysql-ssl=off "--tables=$TABLES" "--table-size=$TABLE_SIZE")
DB=(--target "$TARGET" --host "$H" --port "$P" --user "$U" --password-env DBBENCH_SCALE_PW --db "$COMPARE_DB"
    --ssl-mode disable --workload oltp_point_select --tables "$TABLES" --table-size "$TABLE_SIZE")
log "preparing $TABLES x $TABLE_SIZE rows in $COMPARE_DB"
"${SB[@]}" cleanup >/dev/null 2>&1 || true
"${SB[@]}" --threads="$TABLES" prepare > "$OUT/prepare.log" 2>&1 || die "sysbench prepare failed; see $OUT/prepare.log"

now() { date +%s.%N; }
connected() { sql "SHOW GLOBAL STATUS LIKE 'Threads_connected'" | awk '{ print $2 }'; }

# watch_open N PID: polls the server until N connections beyond the baseline exist or PID exits; prints
# the seconds from the first new connection to the Nth (empty when the Nth never came).
watch_open() {
  local n="$1" pid="$2" base first="" c t
  base="$BASELINE"
  while kill -0 "$pid" 2>/dev/null; do
    c="$(connected)"; t="$(now)"
    if [[ -z "$first" ]] && (( c > base )); then first="$t"; fi
    if (( c >= base + n )); then
      awk -v a="$first" -v b="$t" 'BEGIN { printf "%.2f", b - a }'
      return
    fi
    sleep 0.05
  done
}

# Waits until the previous client's connections are gone, so they do not count as the next one's.
IDLE="$(connected)"
settle() {
  for _ in $(seq 1 200); do (( $(connected) <= IDLE )) && return; sleep 0.05; done
}
BASELINE="$IDLE"
# ---------------------------------------------------------------- 1. memory of a 1024-thread step
log "dbbench, $RSS_THREADS threads, ${WARMUP}s warm-up + ${TIME}s: peak RSS"
# shellcheck disable=SC2086
/usr/bin/time -f '%M' -o "$TMP/rss" "${DBBENCH[@]}" run "${DB[@]}" --threads "$RSS_THREADS" \
  --time "$TIME" --warmup "$WARMUP" --warmup-max "$WARMUP" --rand-type uniform --out "$OUT/run-$RSS_THREADS" --quiet > "$OUT/run-$RSS_THREADS.log" 2>&1 &
pid=$!
RSS_OPEN="$(watch_open "$RSS_THREADS" "$pid")"
rc=0; wait "$pid" || rc=$?
(( rc == 0 )) || die "the $RSS_THREADS-thread run failed ($rc); see $OUT/run-$RSS_THREADS.log"
RSS_MIB=$(( $(tail -n 1 "$TMP/rss") / 1024 ))
RSS_QPS="$(grep -E '^ +queries: ' "$OUT/run-$RSS_THREADS.log" | tail -n 1 | sed -E 's/.*\(([0-9.]+) per sec\.\).*/\1/')"

# ---------------------------------------------------------------- 2. opening 512 connections
open_time() { # label CMD...: prints the opening time of OPEN_THREADS connections as the server saw them
  local label="$1"; shift
  settle
  BASELINE="$(connected)"
  "$@" > "$OUT/open-$label.log" 2>&1 &
  local p=$! s
  s="$(watch_open "$OPEN_THREADS" "$p")"
  wait "$p" || log "$label exited with $?; see $OUT/open-$label.log"
  echo "${s:-n/a}"
}
log "opening $OPEN_THREADS connections: dbbench, then sysbench"
# shellcheck disable=SC2086
DB_OPEN="$(open_time dbbench "${DBBENCH[@]}" run "${DB[@]}" --threads "$OPEN_THREADS" --time 3 --warmup 0 \
  --out "$OUT/open-dbbench" --quiet)"
SB_OPEN="$(open_time sysbench "${SB[@]}" --threads="$OPEN_THREADS" --time=6 run)"
"${SB[@]}" cleanup >/dev/null 2>&1 || true

cpu_model="$(awk -F: '/^model name/ { sub(/^ +/, "", $2); print $2; exit }' /proc/cpuinfo)"
{
  echo "# dbbench scale checks"
  echo
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores, ${cpu_model:-unknown CPU}; server: $(sql 'SELECT VERSION()')"
  echo "- dbbench --target $TARGET, oltp_point_select, $TABLES x $TABLE_SIZE rows; JVM options: ${DBBENCH_JVM_OPTS:-none}"
  echo
  echo "| check | result | limit |"
  echo "|---|---:|---:|"
  echo "| peak RSS of a $RSS_THREADS-thread step (${WARMUP}s + ${TIME}s) | $RSS_MIB MiB | $RSS_LIMIT_MIB MiB |"
  echo "| QPS of that step | ${RSS_QPS:-n/a} | |"
  echo "| seconds to open $RSS_THREADS connections (dbbench, as the server saw them) | ${RSS_OPEN:-n/a} | |"
  echo "| seconds to open $OPEN_THREADS connections: dbbench | $DB_OPEN | sysbench: $SB_OPEN |"
} | tee "$OUT/scale.md"
log "written to $OUT/scale.md"
(( RSS_MIB <= RSS_LIMIT_MIB )) || { log "peak RSS $RSS_MIB MiB is above $RSS_LIMIT_MIB MiB"; exit 1; }
