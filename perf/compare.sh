#!/usr/bin/env bash
# Side-by-side comparison of dbbench with sysbench (and pgbench) on the local test servers.
#
# For each target, workload, thread count and prepared-statement mode, runs sysbench and dbbench in turn on the
# same tables for ROUNDS rounds with equal measured windows, dbbench once per entry of CLIENTS: "default" is dbbench
# as a user types it, with no --client option (--client auto: the wire client where it serves the workload), the
# others add --client wire or --client jdbc. The order of the tools rotates every round. Prints a Markdown table of
# medians over the rounds: each tool's QPS and p95 latency, each dbbench client's ratio to sysbench (the median of
# each round's ratio), and each client's CPU per 1000 queries; every QPS and ratio has its lowest and highest round
# beside it, the spread a single median hides. Also times sysbench prepare against dbbench prepare of the same tables, and holds
# pgbench (-S, TPC-B-like, -N) against dbbench's pgbench_* workloads in the same way, TPS and p95.
#
# The issue's matrix on a quiet machine (about 5 hours with the default windows):
#   ROUNDS=5 THREADS="1 4 16 64 512" PS_MODES=auto perf/compare.sh
# 512 threads need max_connections above 512 on both servers; the script stops before any run when it is lower.
#
# Usage: perf/compare.sh            (from the repository root or anywhere)
# Environment (all optional):
#   ROUNDS=3  TIME=30  WARMUP=20  THREADS="1 4 16 64"  PS_MODES="auto disable"
#   WORKLOADS="oltp_point_select oltp_read_write"  TARGETS="mysql postgresql"
#   TABLES=4  TABLE_SIZE=100000  PREPARE_TABLE_SIZE=250000  PREPARE_THREADS=4  COMPARE_DB=dbbench_compare
#   CLIENTS="default wire jdbc"  dbbench's clients, one column each: default (no --client option), wire, jdbc
#   LAUNCH=jar         how every dbbench client starts: jar (`java -jar bench-cli.jar`, as the README runs it, on
#                      the java of PATH or DBBENCH_JAVA, with DBBENCH_JVM_OPTS if set) or launcher (bin/dbbench: the
#                      newest JDK, -XX:+UseParallelGC unless DBBENCH_JVM_OPTS replaces it)
#   MYSQL_TARGET=mariadb  the dbbench target held against sysbench on MySQL-protocol servers: mariadb
#                      (MariaDB Connector/J under --client jdbc) or mysql (MySQL Connector/J); the report names it
#   PREPARE_MYSQL_TARGET=mysql  the dbbench target whose prepare is timed on MySQL-protocol servers: mysql
#                      (LOAD DATA LOCAL INFILE through MySQL Connector/J) or mariadb (multi-row INSERTs); both
#                      build the same tables
#   SSL="disable require"  TLS for every client alike, each mode a row of its own: disable (sysbench's own default for
#                      MySQL) and require (sysbench --mysql-ssl=on, pgbench and libpq sslmode=require, dbbench
#                      --ssl-mode require); one of them alone runs only that one
#   SB_TLS_DIR         with SSL=require on MySQL: sysbench's client-key.pem, client-cert.pem, cacert.pem (made from
#                      scripts/setup-mariadb.sh's test CA when unset)
#   SKIP_PREPARE=1     reuse the tables already in COMPARE_DB
#   SMOKE=1            a few seconds per step, one round, small tables (for CI)
#   DBBENCH_JAVA, DBBENCH_JVM_OPTS, DBBENCH_JAR: the java, JVM options and jar of every dbbench client
#   OUT=perf/target/compare-<time>
#   PGBENCH_SCRIPTS="select_only tpcb_like"  pgbench's scripts, each against dbbench's pgbench_<script>: select_only
#                      (pgbench -S), tpcb_like (pgbench's default), simple_update (pgbench -N)
#   PGBENCH_SCALE=10   PGBENCH_DBBENCH_OPTS="--scale \$PGBENCH_SCALE"   PGBENCH=0 skips the pgbench comparison
#   EVENT_LOOPS=       --event-loops for every client but jdbc (default: dbbench's own rule)
# Connections come from DBBENCH_MYSQL_* and DBBENCH_POSTGRES_* (scripts/test-env.sh is sourced when unset).
#
# How the windows are made equal: dbbench runs --warmup WARMUP --warmup-max WARMUP --time TIME (a fixed
# warm-up; left to itself dbbench warms up longer while its JIT compiler is busy, and on two cores shared
# with the server that lasted 16-20 s at 16 threads, hence WARMUP=20 by default). sysbench 1.0.20 has no
# --warmup-time, so it runs --time WARMUP+TIME with --report-checkpoints=WARMUP, which resets its
# counters at WARMUP: its final block then covers the last TIME seconds, as dbbench's does. pgbench gets an
# unrecorded run of WARMUP seconds first, and its p95 comes from a 2 % sample of its transactions (-l).
# How CPU is measured: user+system CPU of each client process, sampled from /proc inside the measured
# window (from WARMUP+2 s to WARMUP+TIME-1 s after launch), so JVM start-up and JIT warm-up are left
# out as sysbench's start-up is; runs shorter than that fall back to whole-process CPU (marked *).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"

if [[ "${SMOKE:-0}" == 1 ]]; then
  : "${ROUNDS:=1}" "${TIME:=4}" "${WARMUP:=2}" "${THREADS:=1 4}" "${TABLES:=2}" "${TABLE_SIZE:=10000}"
  : "${PREPARE_THREADS:=2}" "${PGBENCH_SCALE:=1}" "${PREPARE_TABLE_SIZE:=$TABLE_SIZE}"
fi
: "${ROUNDS:=3}" "${TIME:=30}" "${WARMUP:=20}" "${THREADS:=1 4 16 64}" "${PS_MODES:=auto disable}"
: "${WORKLOADS:=oltp_point_select oltp_read_write}" "${TARGETS:=mysql postgresql}"
: "${TABLES:=4}" "${TABLE_SIZE:=100000}" "${PREPARE_TABLE_SIZE:=250000}" "${PREPARE_THREADS:=4}"
: "${COMPARE_DB:=dbbench_compare}" "${MYSQL_TARGET:=mariadb}" "${PREPARE_MYSQL_TARGET:=mysql}" "${SSL:=disable require}"
: "${SKIP_PREPARE:=0}"
: "${PGBENCH_SCALE:=10}" "${PGBENCH_DBBENCH_OPTS:=--scale $PGBENCH_SCALE}" "${PGBENCH_SCRIPTS:=select_only tpcb_like}"
: "${CLIENTS:=default wire jdbc}" "${LAUNCH:=jar}"

: "${OUT:=perf/target/compare-$(date +%Y%m%d-%H%M%S)}"

log() { printf '[compare] %s\n' "$*" >&2; }
die() { printf '[compare] error: %s\n' "$*" >&2; exit 2; }

for n in ROUNDS TIME WARMUP TABLES TABLE_SIZE PREPARE_TABLE_SIZE PREPARE_THREADS PGBENCH_SCALE; do
  [[ "${!n}" =~ ^[0-9]+$ ]] || die "$n=${!n} is not a whole number; give e.g. $n=3"
done
(( ROUNDS >= 1 && TIME >= 1 )) || die "ROUNDS and TIME must be at least 1"
[[ "$COMPARE_DB" =~ ^[a-z_][a-z0-9_]*$ ]] || die "COMPARE_DB=$COMPARE_DB must be a plain lower-case name, e.g. dbbench_compare"
[[ "$MYSQL_TARGET" =~ ^(mariadb|mysql)$ ]] || die "MYSQL_TARGET=$MYSQL_TARGET is not a MySQL-protocol target; use mariadb or mysql"
[[ "$PREPARE_MYSQL_TARGET" =~ ^(mariadb|mysql)$ ]] || die "PREPARE_MYSQL_TARGET=$PREPARE_MYSQL_TARGET is not a MySQL-protocol target; use mysql or mariadb"
for c in $CLIENTS; do
  [[ "$c" =~ ^(default|wire|jdbc)$ ]] || die "CLIENTS has $c, which is not a dbbench client; give some of: default wire jdbc"
done
for p in $PGBENCH_SCRIPTS; do
  [[ "$p" =~ ^(select_only|tpcb_like|simple_update)$ ]] || die "PGBENCH_SCRIPTS has $p; give some of: select_only tpcb_like simple_update"
done
for m in $SSL; do
  [[ "$m" =~ ^(disable|require)$ ]] || die "SSL has $m, which is not a TLS mode here; give disable, require or both"
done

# ---------------------------------------------------------------- tools, servers, secrets

install_pkg() {
  local sudo=""
  (( EUID == 0 )) || sudo="sudo"
  log "installing $* with apt-get"
  $sudo apt-get update -qq >/dev/null && $sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
command -v sysbench >/dev/null || install_pkg sysbench
[[ -x /usr/bin/time ]] || install_pkg time
# Every dbbench client starts the way LAUNCH says, so the comparison measures what users run.
case "$LAUNCH" in
  jar)
    # shellcheck disable=SC2206
    DBBENCH=("${DBBENCH_JAVA:-java}" ${DBBENCH_JVM_OPTS:-} -jar "${DBBENCH_JAR:-$REPO/bench-cli/target/bench-cli.jar}") ;;
  launcher) DBBENCH=("$REPO/bin/dbbench") ;;
  *) die "LAUNCH=$LAUNCH is not a way to start dbbench; use jar (java -jar, as the README does) or launcher (bin/dbbench)" ;;
esac
"${DBBENCH[@]}" --version >/dev/null || die "${DBBENCH[*]} cannot start dbbench; build it with scripts/build.sh (or set DBBENCH_JAVA)"

if [[ -z "${DBBENCH_MYSQL_HOST:-}" && -f scripts/test-env.sh ]]; then
  # shellcheck source=/dev/null
  source scripts/test-env.sh 2>/dev/null
fi

TMP="$(mktemp -d)"
chmod 700 "$TMP"
CHILD=""
TOOL=""
cleanup() {
  # /usr/bin/time does not pass a TERM on to the client it waits for, so both are stopped.
  if [[ -n "$TOOL" ]]; then kill "$TOOL" 2>/dev/null || true; fi
  if [[ -n "$CHILD" ]]; then kill "$CHILD" 2>/dev/null || true; fi
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'log "interrupted"; exit 130' INT TERM

# Passwords reach sysbench through a private config file and dbbench through an environment
# variable, never the command line, where any user could read them with ps.
SB_CFG="$TMP/sysbench.cfg"
( umask 077
  printf 'mysql-password=%s\npgsql-password=%s\n' "${DBBENCH_MYSQL_PASSWORD:-}" "${DBBENCH_POSTGRES_PASSWORD:-}" > "$SB_CFG" )
export DBBENCH_COMPARE_MYSQL_PW="${DBBENCH_MYSQL_PASSWORD:-}"
export DBBENCH_COMPARE_PG_PW="${DBBENCH_POSTGRES_PASSWORD:-}"

mkdir -p "$OUT/runs"
RAW="$OUT/raw.csv"
PREP="$OUT/prepare.csv"
PGB="$OUT/pgbench.csv"
echo "target,workload,threads,ps_mode,tool,round,tps,qps,cpu_ms_per_1000q,cpu_window,process_cpu_s,wall_s,exit,p95_ms,tls" > "$RAW"
echo "target,tool,rows,wall_s,rows_per_s,exit" > "$PREP"
echo "script,threads,ps_mode,tool,round,tps,cpu_ms_per_1000q,cpu_window,exit,p95_ms,tls" > "$PGB"

# sysbench 1.0.20 under --mysql-ssl=on reads client-key.pem, client-cert.pem and cacert.pem from its working
# directory, checks the server against cacert.pem, and the server refuses a client certificate its CA did not
# sign. SB_TLS_DIR names such a folder; without it one is made from the test CA of scripts/setup-mariadb.sh.
sysbench_tls_dir() {
  if [[ -n "${SB_TLS_DIR:-}" ]]; then echo "$SB_TLS_DIR"; return; fi
  local ca=/etc/mysql/dbbench-tls d="$TMP/sysbench-tls"
  [[ -r "$ca/ca-key.pem" ]] || die "SSL=require on MySQL needs SB_TLS_DIR=<folder with client-key.pem, client-cert.pem and cacert.pem> for sysbench's --mysql-ssl=on"
  if [[ ! -f "$d/cacert.pem" ]]; then
    mkdir -p "$d"
    openssl req -newkey rsa:2048 -nodes -subj "/CN=sysbench" -keyout "$d/client-key.pem" -out "$d/client.csr" >/dev/null 2>&1
    openssl x509 -req -in "$d/client.csr" -CA "$ca/ca.pem" -CAkey "$ca/ca-key.pem" -CAcreateserial -CAserial "$d/ca.srl" \
      -days 2 -out "$d/client-cert.pem" >/dev/null 2>&1
    cp "$ca/ca.pem" "$d/cacert.pem"
  fi
  echo "$d"
}

# TLS changes what a client pays per query, so every client of a row gets the same: sysbench's MySQL driver is off
# unless told, while libpq (sysbench's pgsql driver, pgbench) and the JDBC drivers would otherwise each decide for
# themselves. use_tls MODE (after set_target) sets sysbench's command and options, dbbench's --ssl-mode and libpq's.
use_tls() {
  TLS="$1"
  export PGSSLMODE="$1"
  DB_TLS=(--ssl-mode "$1")
  SB_TLS=()
  SB=(sysbench)
  if [[ "$CUR_TARGET" == mysql ]]; then
    if [[ "$1" == require ]]; then
      SB_TLS=(--mysql-ssl=on)
      local tls_dir; tls_dir="$(sysbench_tls_dir)" || exit 2
      SB=(env -C "$tls_dir" sysbench)
    else
      SB_TLS=(--mysql-ssl=off)
    fi
  fi
}

# Connection arguments of one target for each tool, and a SQL shell for setup.
set_target() {
  case "$1" in
    mysql)
      [[ -n "${DBBENCH_MYSQL_HOST:-}" ]] || return 1
      local h="$DBBENCH_MYSQL_HOST" p="${DBBENCH_MYSQL_PORT:-3306}" u="${DBBENCH_MYSQL_USER:-root}"
      CUR_TARGET=mysql
      SB_CONN=(--db-driver=mysql "--mysql-host=$h" "--mysql-port=$p" "--mysql-user=$u" "--mysql-db=$COMPARE_DB")
      DB_CONN=(--target "$MYSQL_TARGET" --host "$h" --port "$p" --user "$u" --password-env DBBENCH_COMPARE_MYSQL_PW --db "$COMPARE_DB")
      sql() { MYSQL_PWD="$DBBENCH_COMPARE_MYSQL_PW" mariadb -h "$h" -P "$p" -u "$u" -N -B -e "$1"; }
      command -v mariadb >/dev/null || sql() { MYSQL_PWD="$DBBENCH_COMPARE_MYSQL_PW" mysql -h "$h" -P "$p" -u "$u" -N -B -e "$1"; }
      sql "CREATE DATABASE IF NOT EXISTS $COMPARE_DB"
      SERVER="$(sql 'SELECT VERSION()')"
      MAX_CONNECTIONS="$(sql 'SELECT @@max_connections')"
      ;;
    postgresql)
      [[ -n "${DBBENCH_POSTGRES_HOST:-}" ]] || return 1
      local h="$DBBENCH_POSTGRES_HOST" p="${DBBENCH_POSTGRES_PORT:-5432}" u="${DBBENCH_POSTGRES_USER:-postgres}"
      CUR_TARGET=postgresql
      SB_CONN=(--db-driver=pgsql "--pgsql-host=$h" "--pgsql-port=$p" "--pgsql-user=$u" "--pgsql-db=$COMPARE_DB")
      DB_CONN=(--target postgresql --host "$h" --port "$p" --user "$u" --password-env DBBENCH_COMPARE_PG_PW --db "$COMPARE_DB")
      PG_CONN=(-h "$h" -p "$p" -U "$u")
      sql() { PGPASSWORD="$DBBENCH_COMPARE_PG_PW" psql "${PG_CONN[@]}" -d "$COMPARE_DB" -X -A -t -q -c "$1"; }
      if [[ -z "$(PGPASSWORD="$DBBENCH_COMPARE_PG_PW" psql "${PG_CONN[@]}" -d postgres -X -A -t -c \
            "SELECT 1 FROM pg_database WHERE datname = '$COMPARE_DB'")" ]]; then
        PGPASSWORD="$DBBENCH_COMPARE_PG_PW" psql "${PG_CONN[@]}" -d postgres -X -q -c "CREATE DATABASE $COMPARE_DB"
      fi
      SERVER="PostgreSQL $(sql 'SHOW server_version')"
      MAX_CONNECTIONS="$(sql 'SHOW max_connections')"
      ;;
    *) die "unknown target $1; use mysql or postgresql" ;;
  esac
}

# Stops before any run when a thread count would pass the server's max_connections (the pre-flight and the
# counters' own connections need a few more), naming the fix, instead of failing cells one by one.
check_connections() { # target (after set_target)
  local most=0 t limit="$MAX_CONNECTIONS"
  for t in $THREADS; do (( t > most )) && most=$t; done
  (( most + 10 <= limit )) || die "$1: THREADS goes up to $most but max_connections is $limit; raise it to at least $((most + 10))" \
    "(MariaDB: SET GLOBAL max_connections = $((most + 10)); PostgreSQL: ALTER SYSTEM SET max_connections = $((most + 10)) and a restart)"
}

# ---------------------------------------------------------------- measuring one client process

# shellcheck source=perf/lib-proc.sh
. "$REPO/perf/lib-proc.sh"

# run_client LOG CMD...: runs CMD with output to LOG; sets RC, WALL, PROC_CPU (whole process, s) and
# WINDOW_CPU_RATE (CPU seconds per second inside the measured window, empty when it could not be sampled).
run_client() {
  local logf="$1"; shift
  local tf="$TMP/time.out" start c0="" c1="" t0 t1 cpid=""
  start="$(now)"
  /usr/bin/time -f '%e %U %S' -o "$tf" "$@" >"$logf" 2>&1 &
  CHILD=$!
  for _ in $(seq 1 100); do
    cpid="$(pgrep -P "$CHILD" | head -n 1 || true)"
    [[ -n "$cpid" ]] && break
    sleep 0.02
  done
  TOOL="$cpid"
  local from to
  from=$(awk -v s="$start" -v w="$WARMUP" 'BEGIN { printf "%.3f", s + w + 2 }')
  to=$(awk -v s="$start" -v w="$WARMUP" -v t="$TIME" 'BEGIN { printf "%.3f", s + w + t - 1 }')
  WINDOW_CPU_RATE=""
  if [[ -n "$cpid" ]] && awk -v a="$from" -v b="$to" 'BEGIN { exit !(b - a >= 1) }' \
      && sleep_until "$from" "$cpid"; then
    c0="$(cpu_ticks "$cpid")"; t0="$(now)"
    sleep_until "$to" "$cpid" && c1="$(cpu_ticks "$cpid")"; t1="$(now)"
    if [[ -n "$c0" && -n "$c1" ]]; then
      WINDOW_CPU_RATE=$(awk -v a="$c0" -v b="$c1" -v t0="$t0" -v t1="$t1" -v hz="$CLK_TCK" \
        'BEGIN { printf "%.6f", (b - a) / hz / (t1 - t0) }')
    fi
  fi
  RC=0
  wait "$CHILD" || RC=$?
  CHILD=""
  TOOL=""
  read -r WALL user sys < <(tail -n 1 "$tf")
  PROC_CPU=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
}

# The last "transactions:" and "queries:" lines of a sysbench-style final block (dbbench prints the same).
per_sec() { grep -E "^ +$2: " "$1" | tail -n 1 | sed -E 's/.*\(([0-9.]+) per sec\.\).*/\1/'; }

# Sets CPU_KQ, the client's CPU milliseconds per 1000 queries at $1 queries/s, from the window rate, or
# from the whole process as a fallback (CPU_WINDOW says which); both empty without a rate.
cpu_per_kq() {
  CPU_KQ=""; CPU_WINDOW=""
  awk -v q="${1:-0}" 'BEGIN { exit !(q + 0 > 0) }' || return 0
  if [[ -n "$WINDOW_CPU_RATE" ]]; then
    CPU_KQ=$(awk -v r="$WINDOW_CPU_RATE" -v q="$1" 'BEGIN { printf "%.3f", r / q * 1e6 }'); CPU_WINDOW=measured
  else
    CPU_KQ=$(awk -v c="$PROC_CPU" -v q="$1" -v s="$((WARMUP + TIME))" 'BEGIN { printf "%.3f", c / (q * s) * 1e6 }'); CPU_WINDOW=process
  fi
}

run_sysbench() { # target workload threads mode round
  local logf="$OUT/runs/$1-$2-t$3-$4-$TLS-r$5-sysbench.log" extra=()
  (( WARMUP > 0 )) && extra=("--report-checkpoints=$WARMUP")
  run_client "$logf" "${SB[@]}" "--config-file=$SB_CFG" "$2" "${SB_CONN[@]}" "${SB_TLS[@]}" "--tables=$TABLES" "--table-size=$TABLE_SIZE" \
    "--threads=$3" "--time=$((WARMUP + TIME))" "${extra[@]}" --rand-type=uniform "--db-ps-mode=$4" run
  record "$@" sysbench "$logf"
}

# The options that make dbbench run on client $1 (default: none), EVENT_LOOPS included where loops run.
client_flags() {
  CLIENT_FLAGS=()
  [[ "$1" == default ]] || CLIENT_FLAGS=(--client "$1")
  if [[ "$1" != jdbc && -n "${EVENT_LOOPS:-}" ]]; then CLIENT_FLAGS+=(--event-loops "$EVENT_LOOPS"); fi
}

run_dbbench() { # target workload threads mode round client
  local tool="dbbench-$6" logf dir
  logf="$OUT/runs/$1-$2-t$3-$4-$TLS-r$5-$tool.log"; dir="${logf%.log}"
  # The wire client runs scripted workloads only; the default takes JDBC for the others by itself.
  if [[ "$6" == wire && "$2" == select_random_* ]]; then return 0; fi
  client_flags "$6"
  run_client "$logf" "${DBBENCH[@]}" run "${DB_CONN[@]}" "${DB_TLS[@]}" --workload "$2" --tables "$TABLES" \
    --table-size "$TABLE_SIZE" --threads "$3" --time "$TIME" --warmup "$WARMUP" --warmup-max "$WARMUP" --rand-type uniform \
    --ps-mode "$4" "${CLIENT_FLAGS[@]}" --out "$dir" --quiet
  record "$1" "$2" "$3" "$4" "$5" "$tool" "$logf"
}

# The p95 latency (ms) of a sysbench-style final block (dbbench prints the same).
p95_of() { grep -E '95th percentile:' "$1" | tail -n 1 | awk '{ print $3 }'; }

record() { # target workload threads mode round tool log
  local tps qps p95
  tps="$(per_sec "$7" transactions || true)"; qps="$(per_sec "$7" queries || true)"; p95="$(p95_of "$7" || true)"
  cpu_per_kq "$qps"
  echo "$1,$2,$3,$4,$6,$5,${tps:-},${qps:-},$CPU_KQ,$CPU_WINDOW,$PROC_CPU,$WALL,$RC,${p95:-},$TLS" >> "$RAW"
  (( RC == 0 )) || log "$6 exited with $RC; see $7"
  log "$(printf '%-10s %-18s %3s thr %-7s %-7s round %s  %-15s qps %-10s p95 %-7s cpu/1000q %s ms' "$1" "$2" "$3" "$4" "$TLS" "$5" "$6" \
    "${qps:-n/a}" "${p95:-n/a}" "${CPU_KQ:-n/a}")"
}

# The tools of one cell in round $1's order: sysbench (or pgbench, $2) and every client, rotated by one each round
# so that each goes first, and each follows each other, as often as the others over the rounds.
round_order() { # round first-tool
  local all=("$2") i n
  for c in $CLIENTS; do all+=("$c"); done
  n=${#all[@]}
  ORDER=()
  for ((i = 0; i < n; i++)); do ORDER+=("${all[$(( (i + $1 - 1) % n ))]}"); done
}

# ---------------------------------------------------------------- prepare speed

timed() { # csv-label ROWS LOG CMD...: runs CMD, appends wall time and rows/s to prepare.csv
  local label="$1" rows="$2" logf="$3"; shift 3
  local t0 t1 rc=0
  t0="$(now)"; "$@" >"$logf" 2>&1 || rc=$?; t1="$(now)"
  awk -v l="$label" -v r="$rows" -v a="$t0" -v b="$t1" -v rc="$rc" \
    'BEGIN { w = b - a; printf "%s,%d,%.2f,%.0f,%d\n", l, r, w, r / w, rc }' >> "$PREP"
  (( rc == 0 )) || log "prepare failed ($rc); see $logf"
}

prepare_tables() { # target
  local t="$1" wl=oltp_read_write n="$PREPARE_TABLE_SIZE"
  use_tls disable
  local sbw=("${SB[@]}" "--config-file=$SB_CFG" "$wl" "${SB_CONN[@]}" "--tables=$TABLES")
  # shellcheck disable=SC2206
  local dbw=("${DBBENCH[@]}")
  local dbo=("${DB_CONN[@]}" --workload "$wl" --tables "$TABLES")
  [[ "$t" == mysql ]] && dbo[1]="$PREPARE_MYSQL_TARGET"
  log "$t: prepare speed, $TABLES x $n rows with $PREPARE_THREADS threads each"
  "${sbw[@]}" "--table-size=$n" cleanup >/dev/null 2>&1 || true
  "${dbw[@]}" cleanup "${dbo[@]}" --table-size "$n" >/dev/null 2>&1 || true
  timed "$t,dbbench" $((TABLES * n)) "$OUT/runs/$t-prepare-dbbench.log" "${dbw[@]}" prepare "${dbo[@]}" --table-size "$n" --threads "$PREPARE_THREADS"
  "${dbw[@]}" cleanup "${dbo[@]}" --table-size "$n" >/dev/null 2>&1 || true
  timed "$t,sysbench" $((TABLES * n)) "$OUT/runs/$t-prepare-sysbench.log" "${sbw[@]}" "--table-size=$n" "--threads=$PREPARE_THREADS" prepare
  # The tables every run uses are sysbench's own, so sysbench is measured on exactly what it expects.
  if (( n != TABLE_SIZE )); then
    "${sbw[@]}" "--table-size=$n" cleanup >/dev/null 2>&1 || true
    "${sbw[@]}" "--table-size=$TABLE_SIZE" "--threads=$PREPARE_THREADS" prepare > "$OUT/runs/$t-prepare-run-tables.log" 2>&1 \
      || die "sysbench prepare of the run tables failed; see $OUT/runs/$t-prepare-run-tables.log"
  fi
}

# ---------------------------------------------------------------- pgbench

# pgbench's option for script $1 (select_only: -S, simple_update: -N, tpcb_like: its default, none).
pgbench_flag() { case "$1" in select_only) echo "-S" ;; simple_update) echo "-N" ;; *) echo "" ;; esac; }

compare_pgbench() {
  log "postgresql: pgbench ($PGBENCH_SCRIPTS) against dbbench's pgbench_* (scale $PGBENCH_SCALE)"
  # Both tools use the same pgbench_* tables: dbbench's prepare is timed first, then pgbench -i, which
  # drops and recreates them, so every run reads the tables pgbench itself made.
  local rows=$((PGBENCH_SCALE * 100000)) wl=pgbench_select_only
  use_tls disable
  # shellcheck disable=SC2086
  "${DBBENCH[@]}" cleanup "${DB_CONN[@]}" --workload "$wl" $PGBENCH_DBBENCH_OPTS >/dev/null 2>&1 || true
  # shellcheck disable=SC2086
  timed "postgresql-pgbench,dbbench" "$rows" "$OUT/runs/pgbench-dbbench-prepare.log" \
    "${DBBENCH[@]}" prepare "${DB_CONN[@]}" --workload "$wl" $PGBENCH_DBBENCH_OPTS --threads "$PREPARE_THREADS"
  timed "postgresql-pgbench,pgbench" "$rows" "$OUT/runs/pgbench-init.log" \
    env PGPASSWORD="$DBBENCH_COMPARE_PG_PW" pgbench "${PG_CONN[@]}" -i -q -s "$PGBENCH_SCALE" "$COMPARE_DB"
  if ! grep -q '^postgresql-pgbench,pgbench,.*,0$' "$PREP"; then
    log "pgbench -i failed; see $OUT/runs/pgbench-init.log"
    return
  fi
  local round script threads mode tool tls
  for round in $(seq 1 "$ROUNDS"); do
    for tls in $SSL; do
      use_tls "$tls"
      for script in $PGBENCH_SCRIPTS; do
        for threads in $THREADS; do
          for mode in $PS_MODES; do
            round_order "$round" pgbench
            for tool in "${ORDER[@]}"; do
              if [[ "$tool" == pgbench ]]; then pgbench_cell "$script" "$threads" "$mode" "$round"
              else pgbench_dbbench_cell "$script" "$threads" "$mode" "$round" "$tool"; fi
            done
            log "pgbench/dbbench $script $threads thr $mode $TLS round $round done"
          done
        done
      done
    done
  done
}

pgbench_cell() { # script threads mode round
  local script="$1" threads="$2" mode="$3" round="$4" pm=prepared jobs tps p95 flag
  [[ "$mode" == disable ]] && pm=simple
  flag="$(pgbench_flag "$script")"
  jobs="$(nproc)"
  local j=$(( threads < jobs ? threads : jobs )) logf="$OUT/runs/pgbench-$script-t$threads-$mode-$TLS-r$round.log"
  local samples="$TMP/pgbench-log"
  # pgbench has no warm-up: an unrecorded run of WARMUP seconds goes first.
  if (( WARMUP > 0 )); then
    # shellcheck disable=SC2086
    PGPASSWORD="$DBBENCH_COMPARE_PG_PW" pgbench "${PG_CONN[@]}" $flag -n -c "$threads" -j "$j" \
      -T "$WARMUP" -M "$pm" "$COMPARE_DB" >/dev/null 2>&1 || true
  fi
  rm -f "$samples".*
  local saved_warmup=$WARMUP; WARMUP=0
  # shellcheck disable=SC2086
  run_client "$logf" env PGPASSWORD="$DBBENCH_COMPARE_PG_PW" pgbench "${PG_CONN[@]}" $flag -n -c "$threads" -j "$j" \
    -T "$TIME" -M "$pm" -l --sampling-rate 0.02 --log-prefix "$samples" "$COMPARE_DB"
  WARMUP=$saved_warmup
  tps="$(grep -E '^tps = ' "$logf" | tail -n 1 | awk '{ print $3 }')"
  # The third field of pgbench's transaction log is the latency in microseconds.
  p95="$(cat "$samples".* 2>/dev/null | awk '{ print $3 / 1000 }' | sort -g \
    | awk '{ a[NR] = $1 } END { i = int(NR * 0.95 + 0.5); if (i < 1) i = 1; if (NR > 0) printf "%.2f", a[i] }' || true)"
  cpu_per_kq "$tps"
  echo "$script,$threads,$mode,pgbench,$round,${tps:-},$CPU_KQ,$CPU_WINDOW,$RC,${p95:-},$TLS" >> "$PGB"
}

pgbench_dbbench_cell() { # script threads mode round client
  local script="$1" threads="$2" mode="$3" round="$4" tool="dbbench-$5" tps p95
  local dlog="$OUT/runs/pgbench-$script-t$threads-$mode-$TLS-r$round-$tool.log"
  client_flags "$5"
  # shellcheck disable=SC2086
  run_client "$dlog" "${DBBENCH[@]}" run "${DB_CONN[@]}" "${DB_TLS[@]}" --workload "pgbench_$script" $PGBENCH_DBBENCH_OPTS \
    --threads "$threads" --time "$TIME" --warmup "$WARMUP" --warmup-max "$WARMUP" --ps-mode "$mode" \
    "${CLIENT_FLAGS[@]}" --out "${dlog%.log}" --quiet
  tps="$(per_sec "$dlog" transactions || true)"; p95="$(p95_of "$dlog" || true)"
  cpu_per_kq "$tps"
  echo "$script,$threads,$mode,$tool,$round,${tps:-},$CPU_KQ,$CPU_WINDOW,$RC,${p95:-},$TLS" >> "$PGB"
  (( RC == 0 )) || log "$tool exited with $RC; see $dlog"
}

# ---------------------------------------------------------------- report

median() { sort -g | awk 'NF { a[++n] = $1 } END { if (n == 0) print ""; else if (n % 2) print a[(n + 1) / 2]; else printf "%.3f\n", (a[n / 2] + a[n / 2 + 1]) / 2 }'; }
# "min–max" of the numbers on stdin with $1 decimals; nothing for fewer than two (one round has no spread).
range() { sort -g | awk -v d="${1:-0}" 'NF { a[++n] = $1 } END { if (n >= 2) printf "%.*f–%.*f", d, a[1], d, a[n] }'; }
# column N of the rows of FILE whose fields match the given awk condition, one value a line
vals() { awk -F, -v c="$2" "NR > 1 && \$c != \"\" && ($3)" "$1" | awk -F, -v c="$2" '{ print $c }'; }
med() { vals "$@" | median; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print "n/a"; else printf "%.2f", a / b }'; }
fmt() { awk -v v="$1" -v d="${2:-0}" 'BEGIN { if (v == "") print "n/a"; else printf "%.*f", d, v }'; }
# The median of the numbers on stdin with $1 decimals, then their spread over the rounds: "12345 (12001–12502)".
med_range() {
  local values v r
  values="$(cat)"
  v="$(fmt "$(median <<< "$values")" "${1:-0}")"
  r="$(range "${1:-0}" <<< "$values")"
  [[ -n "$r" && "$v" != n/a ]] && v+=" ($r)"
  printf '%s' "$v"
}
# Each round's ratio of a client's rate to the baseline tool's, for the rounds in which both ran, one a line.
round_ratios() { # file rate-column round-column baseline-condition client-condition
  awk -F, -v q="$2" -v r="$3" "NR > 1 && \$q != \"\" && ($4) { b[\$r] = \$q }
    NR > 1 && \$q != \"\" && ($5) { c[\$r] = \$q }
    END { for (k in c) if ((k in b) && b[k] + 0 != 0) printf \"%.4f\\n\", c[k] / b[k] }" "$1"
}

# The header cells of each client's columns: "$1 c" for every client c, e.g. "| default QPS | default/sb |".
client_headers() { local c; for c in $CLIENTS; do printf '%s' "$1" | sed "s/@/$c/g"; done; }

# One row of a report table: the cell's LABEL columns, the BASELINE tool's (sysbench's or pgbench's) rate and p95,
# each client's rate, ratio to the baseline and p95, then every tool's CPU: medians of FILE's rows matching KEY. A
# rate has its lowest and highest round beside it, and a ratio is the median of the rounds' own ratios (client and
# baseline of the same round, so a server drifting between rounds moves both) with their lowest and highest.
table_row() { # file key tool-column rate-column p95-column cpu-column baseline label [star]
  local f="$1" key="$2" tc="$3" qc="$4" pc="$5" cc="$6" label="$8" star="${9:-}" base row cpu c ck
  local rc=$(( $3 + 1 ))  # the round is the column after the tool in both files
  base="$key && \$$tc == \"$7\""
  row="$label $(vals "$f" "$qc" "$base" | med_range) | $(fmt "$(med "$f" "$pc" "$base")" 2) |"
  cpu=" $(fmt "$(med "$f" "$cc" "$base")" 1)$star |"
  for c in $CLIENTS; do
    ck="$key && \$$tc == \"dbbench-$c\""
    row+=" $(vals "$f" "$qc" "$ck" | med_range) | $(round_ratios "$f" "$qc" "$rc" "$base" "$ck" | med_range 2) |"
    row+=" $(fmt "$(med "$f" "$pc" "$ck")" 2) |"
    cpu+=" $(fmt "$(med "$f" "$cc" "$ck")" 1)$star |"
  done
  echo "$row$cpu"
}

report() {
  local cpu_model java_line launch
  cpu_model="$(awk -F: '/^model name/ { sub(/^ +/, "", $2); print $2; exit }' /proc/cpuinfo)"
  if [[ "$LAUNCH" == jar ]]; then
    java_line="$("${DBBENCH[0]}" -version 2>&1 | head -n 1)"
    launch="\`${DBBENCH[*]}\` ($java_line, JVM options: ${DBBENCH_JVM_OPTS:-none})"
  else
    launch="bin/dbbench (JVM options: ${DBBENCH_JVM_OPTS--XX:+UseParallelGC})"
  fi
  echo "# dbbench vs sysbench"
  echo
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC'); host $(uname -n)"
  echo "- Client = server machine: $(nproc) cores, ${cpu_model:-unknown CPU}, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo) RAM"
  echo "- sysbench: $(sysbench --version 2>&1 | head -n 1); dbbench: $("${DBBENCH[@]}" --version 2>/dev/null | tr '\n' ' ')started as $launch"
  echo "- Servers: ${SERVERS[*]}"
  echo "- Settings: $ROUNDS round(s), measured ${TIME}s after ${WARMUP}s warm-up, $TABLES tables x $TABLE_SIZE rows, --rand-type uniform; medians over rounds, each QPS, TPS and ratio with its lowest and highest round in parentheses; the tools take turns, the order rotating every round."
  echo "- dbbench's clients: default = no --client option, as a user types it (--client auto: the wire client wherever it serves the workload); wire = --client wire; jdbc = --client jdbc. On MySQL-protocol servers --target $MYSQL_TARGET. x/sb and x/pg: the client's QPS or TPS over sysbench's or pgbench's in the same round, the median of the rounds."
  echo "- TLS: each row's mode for every client alike (require: sysbench --mysql-ssl=on, libpq sslmode=require, dbbench --ssl-mode require). p95: the 95th percentile latency in ms of the measured window."
  echo "- CPU: user+system CPU of the client process per 1000 queries, sampled inside the measured window (* = whole process, run too short to sample)."
  echo "- Client and servers share the same cores, so a client that uses less CPU leaves more for the server."
  for t in "${DONE_TARGETS[@]}"; do
    echo
    echo "## $t"
    echo
    echo "| workload | threads | ps-mode | tls | sysbench QPS | sysbench p95 |$(client_headers ' @ QPS | @/sb | @ p95 |') sysbench CPU ms/1000q |$(client_headers ' @ CPU |')"
    echo "|---|---:|---|---|---:|---:|$(client_headers '---:|---:|---:|')---:|$(client_headers '---:|')"
    for wl in $WORKLOADS; do
      for threads in $THREADS; do
        for mode in $PS_MODES; do
          for tls in $SSL; do
            local key="\$1 == \"$t\" && \$2 == \"$wl\" && \$3 == \"$threads\" && \$4 == \"$mode\" && \$15 == \"$tls\" && \$13 == 0" star=""
            grep -q "^$t,$wl,$threads,$mode,.*,process,.*,$tls\$" "$RAW" && star="*"
            table_row "$RAW" "$key" 5 8 14 9 sysbench "| $wl | $threads | $mode | $tls |" "$star"
          done
        done
      done
    done
  done
  if [[ -s "$PREP" && $(wc -l < "$PREP") -gt 1 ]]; then
    echo
    echo "## Prepare speed ($TABLES tables x $PREPARE_TABLE_SIZE rows, $PREPARE_THREADS threads, wall time including start-up and indexes)"
    echo
    echo "dbbench on MySQL-protocol servers: prepare --target $PREPARE_MYSQL_TARGET."
    echo
    echo "| target | sysbench rows/s | dbbench rows/s | ratio db/sb | sysbench s | dbbench s |"
    echo "|---|---:|---:|---:|---:|---:|"
    for t in "${DONE_TARGETS[@]}"; do
      local sr dr sw dw
      sr=$(med "$PREP" 5 "\$1 == \"$t\" && \$2 == \"sysbench\" && \$6 == 0"); dr=$(med "$PREP" 5 "\$1 == \"$t\" && \$2 == \"dbbench\" && \$6 == 0")
      sw=$(med "$PREP" 4 "\$1 == \"$t\" && \$2 == \"sysbench\" && \$6 == 0"); dw=$(med "$PREP" 4 "\$1 == \"$t\" && \$2 == \"dbbench\" && \$6 == 0")
      echo "| $t | $(fmt "$sr") | $(fmt "$dr") | $(ratio "$dr" "$sr") | $(fmt "$sw" 2) | $(fmt "$dw" 2) |"
    done
    if grep -q '^postgresql-pgbench,' "$PREP"; then
      # shellcheck disable=SC2016
      local key='$1 == "postgresql-pgbench" && $6 == 0' pr dr pw dw
      pr=$(med "$PREP" 5 "$key && \$2 == \"pgbench\""); dr=$(med "$PREP" 5 "$key && \$2 == \"dbbench\"")
      pw=$(med "$PREP" 4 "$key && \$2 == \"pgbench\""); dw=$(med "$PREP" 4 "$key && \$2 == \"dbbench\"")
      echo
      echo "pgbench -i against dbbench prepare of pgbench_* at scale $PGBENCH_SCALE ($((PGBENCH_SCALE * 100000)) accounts): pgbench $(fmt "$pr") rows/s in $(fmt "$pw" 2) s, dbbench $(fmt "$dr") rows/s in $(fmt "$dw" 2) s, ratio db/pg $(ratio "$dr" "$pr")."
    fi
  fi
  echo
  echo "## pgbench on postgresql, against dbbench's pgbench_* (scale $PGBENCH_SCALE)"
  echo
  if [[ -n "$PGBENCH_NOTE" ]]; then
    echo "$PGBENCH_NOTE"
  else
    echo "| script | threads | ps-mode | tls | pgbench TPS | pgbench p95 |$(client_headers ' @ TPS | @/pg | @ p95 |') pgbench CPU ms/1000q |$(client_headers ' @ CPU |')"
    echo "|---|---:|---|---|---:|---:|$(client_headers '---:|---:|---:|')---:|$(client_headers '---:|')"
    for script in $PGBENCH_SCRIPTS; do
      for threads in $THREADS; do
        for mode in $PS_MODES; do
          for tls in $SSL; do
            table_row "$PGB" "\$1 == \"$script\" && \$2 == \"$threads\" && \$3 == \"$mode\" && \$11 == \"$tls\" && \$9 == 0" 4 6 10 7 pgbench \
              "| $script | $threads | $mode | $tls |"
          done
        done
      done
    done
  fi
  echo
  echo "Raw rows: $RAW, $PREP, $PGB; every client's output under $OUT/runs/."
}

# ---------------------------------------------------------------- main

SERVERS=()
DONE_TARGETS=()
PGBENCH_NOTE=""
for t in $TARGETS; do
  if ! set_target "$t"; then
    log "skipping $t: its DBBENCH_* connection variables are not set (source scripts/test-env.sh)"
    continue
  fi
  SERVERS+=("$t: $SERVER")
  DONE_TARGETS+=("$t")
  check_connections "$t"
  if [[ "$SKIP_PREPARE" == 1 ]]; then
    log "$t: SKIP_PREPARE=1, using the tables already in $COMPARE_DB"
  else
    prepare_tables "$t"
  fi
  for round in $(seq 1 "$ROUNDS"); do
    for tls in $SSL; do
      use_tls "$tls"
      for wl in $WORKLOADS; do
        for threads in $THREADS; do
          for mode in $PS_MODES; do
            # Rotate which tool goes first, so a drifting server (cache, purge, checkpoints) favours none.
            round_order "$round" sysbench
            for tool in "${ORDER[@]}"; do
              if [[ "$tool" == sysbench ]]; then run_sysbench "$t" "$wl" "$threads" "$mode" "$round"
              else run_dbbench "$t" "$wl" "$threads" "$mode" "$round" "$tool"; fi
            done
          done
        done
      done
    done
  done
  if [[ "$t" == postgresql ]]; then
    if [[ "${PGBENCH:-1}" == 0 ]]; then
      PGBENCH_NOTE="Skipped: PGBENCH=0."
    elif ! command -v pgbench >/dev/null; then
      PGBENCH_NOTE="Skipped: pgbench is not installed (it comes with the postgresql-client package)."
    else
      compare_pgbench
    fi
  fi
done
[[ " $TARGETS " == *" postgresql "* ]] || PGBENCH_NOTE="Skipped: postgresql is not in TARGETS."
(( ${#DONE_TARGETS[@]} > 0 )) || die "no target could be reached; source scripts/test-env.sh or set DBBENCH_MYSQL_* / DBBENCH_POSTGRES_*"

report | tee "$OUT/compare.md"
log "written to $OUT/compare.md"
