#!/usr/bin/env bash
# Connection storms: dbbench and sysbench at thousands of connections against a MariaDB of this script's own, with
# its thread pool (thread_handling=pool-of-threads) and max_connections raised, settings that need a restart and
# so are never made on a shared server. For each thread count: dbbench's peak RSS, how long its connections took
# to open (result.json), its QPS, its intervals (the longest, and how many were marked late), then sysbench's QPS
# on the same tables, or why it could not run.
#
# Usage: perf/storm.sh       (a few minutes with the defaults; not part of CI)
# Environment (all optional):
#   THREADS="2048 4096 10000"  TIME=20  WARMUP=10  TABLES=4  TABLE_SIZE=10000  RSS_LIMIT_MIB=2048
#   SSL=prefer        dbbench's --ssl-mode (prefer encrypts, as a user who types no option gets); sysbench gets
#                     --mysql-ssl=on with the test CA's client files for require and prefer, off for disable
#   PORT=3410         the private server's port on 127.0.0.1; DATADIR=perf/target/storm-mariadb (removed at the end)
#   SYSBENCH=1        0 skips sysbench; DBBENCH_JAVA, DBBENCH_JVM_OPTS, DBBENCH_JAR as for perf/compare.sh
#   OUT=perf/target/storm-<time>
# Needs mariadbd and mariadb-install-db (Debian's mariadb-server), sysbench, and an open-file limit above the
# largest thread count for both processes (the script raises its soft limit to the hard one).
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$REPO"
: "${THREADS:=2048 4096 10000}" "${TIME:=20}" "${WARMUP:=10}" "${TABLES:=4}" "${TABLE_SIZE:=10000}"
: "${RSS_LIMIT_MIB:=2048}" "${SSL:=prefer}" "${PORT:=3410}" "${DATADIR:=$REPO/perf/target/storm-mariadb}" "${SYSBENCH:=1}"
: "${OUT:=perf/target/storm-$(date +%Y%m%d-%H%M%S)}"

log() { printf '[storm] %s\n' "$*" >&2; }
die() { printf '[storm] error: %s\n' "$*" >&2; exit 2; }
for n in TIME WARMUP TABLES TABLE_SIZE RSS_LIMIT_MIB PORT; do
  [[ "${!n}" =~ ^[0-9]+$ ]] || die "$n=${!n} is not a whole number; give e.g. $n=20"
done
[[ "$SSL" =~ ^(disable|prefer|require)$ ]] || die "SSL=$SSL is not a mode here; give disable, prefer or require"
command -v mariadbd >/dev/null || [[ -x /usr/sbin/mariadbd ]] || die "mariadbd is missing; install mariadb-server"
(( SYSBENCH == 0 )) || command -v sysbench >/dev/null || die "sysbench is missing; install it, or give SYSBENCH=0"
# shellcheck disable=SC2206
DBBENCH=("${DBBENCH_JAVA:-java}" ${DBBENCH_JVM_OPTS:-} -jar "${DBBENCH_JAR:-$REPO/bench-cli/target/bench-cli.jar}")
"${DBBENCH[@]}" --version >/dev/null || die "${DBBENCH[*]} cannot start dbbench; build it with scripts/build.sh"

most=0; for t in $THREADS; do [[ "$t" =~ ^[0-9]+$ ]] || die "THREADS has $t; give whole numbers"; (( t > most )) && most=$t; done
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
(( $(ulimit -n) > most + 200 )) || die "the open-file limit is $(ulimit -n) and $most connections need $((most + 200)); raise it (ulimit -Hn as root, or LimitNOFILE=)"

mkdir -p "$OUT"
TMP="$(mktemp -d)"; chmod 700 "$TMP"
SERVER=""
stop_server() {
  if [[ -n "$SERVER" ]] && kill -0 "$SERVER" 2>/dev/null; then
    kill "$SERVER"; for _ in $(seq 1 100); do kill -0 "$SERVER" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$DATADIR" "$TMP"
}
trap stop_server EXIT
trap 'log "interrupted"; exit 130' INT TERM

# ---------------------------------------------------------------- a MariaDB of our own
TLS=/etc/mysql/dbbench-tls
CNF="$TMP/my.cnf"
rm -rf "$DATADIR"; mkdir -p "$DATADIR"
{
  echo "[mariadbd]"
  echo "datadir=$DATADIR/data"; echo "socket=$DATADIR/mysqld.sock"; echo "pid-file=$DATADIR/mysqld.pid"
  echo "port=$PORT"; echo "bind-address=127.0.0.1"; echo "user=$(id -un)"; echo "skip-log-bin"; echo "skip-name-resolve"
  echo "thread_handling=pool-of-threads"
  echo "max_connections=$((most + 100))"; echo "max_prepared_stmt_count=$((most * 4 + 1000))"
  echo "open_files_limit=$(ulimit -n)"; echo "innodb_buffer_pool_size=128M"
  if [[ -r "$TLS/server-key.pem" ]]; then
    echo "ssl_ca=$TLS/ca.pem"; echo "ssl_cert=$TLS/server-cert.pem"; echo "ssl_key=$TLS/server-key.pem"
  fi
} > "$CNF"
mariadb-install-db --defaults-file="$CNF" --auth-root-authentication-method=normal > "$OUT/install.log" 2>&1 \
  || die "mariadb-install-db failed; see $OUT/install.log"
/usr/sbin/mariadbd --defaults-file="$CNF" > "$OUT/server.log" 2>&1 &
SERVER=$!
root() { mariadb -S "$DATADIR/mysqld.sock" -uroot -N -B -e "$1"; }
for _ in $(seq 1 100); do root 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.2; done
root 'SELECT 1' >/dev/null || die "the private server did not start; see $OUT/server.log"
PW="storm-$RANDOM-$RANDOM"
export DBBENCH_STORM_PW="$PW"
root "CREATE DATABASE storm; CREATE USER 'storm'@'127.0.0.1' IDENTIFIED BY '$PW'; GRANT ALL ON storm.* TO 'storm'@'127.0.0.1'"
SB_CFG="$TMP/sysbench.cfg"; ( umask 077; printf 'mysql-password=%s\n' "$PW" > "$SB_CFG" )
SB=(sysbench "--config-file=$SB_CFG" oltp_point_select --db-driver=mysql --mysql-host=127.0.0.1 "--mysql-port=$PORT"
    --mysql-user=storm --mysql-db=storm "--tables=$TABLES" "--table-size=$TABLE_SIZE" --rand-type=uniform)
SB_DIR="$TMP"
if [[ "$SSL" != disable ]]; then
  [[ -r "$TLS/ca-key.pem" ]] || die "SSL=$SSL needs the test CA of scripts/setup-mariadb.sh in $TLS; give SSL=disable"
  openssl req -newkey rsa:2048 -nodes -subj "/CN=sysbench" -keyout "$TMP/client-key.pem" -out "$TMP/client.csr" >/dev/null 2>&1
  openssl x509 -req -in "$TMP/client.csr" -CA "$TLS/ca.pem" -CAkey "$TLS/ca-key.pem" -CAcreateserial -CAserial "$TMP/ca.srl" \
    -days 2 -out "$TMP/client-cert.pem" >/dev/null 2>&1
  cp "$TLS/ca.pem" "$TMP/cacert.pem"
  SB+=(--mysql-ssl=on)
else
  SB+=(--mysql-ssl=off)
fi
DB=(--target mysql --host 127.0.0.1 --port "$PORT" --user storm --password-env DBBENCH_STORM_PW --db storm --ssl-mode "$SSL"
    --workload oltp_point_select --tables "$TABLES" --table-size "$TABLE_SIZE" --rand-type uniform)
log "preparing $TABLES x $TABLE_SIZE rows on the private server (port $PORT)"
(cd "$SB_DIR" && "${SB[@]}" --threads="$TABLES" prepare) > "$OUT/prepare.log" 2>&1 || true
(( $(root "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'storm'") == TABLES )) \
  || die "sysbench prepare failed; see $OUT/prepare.log"

# ---------------------------------------------------------------- the steps
ROWS=()
over=0
for t in $THREADS; do
  log "dbbench, $t threads, ${WARMUP}s warm-up + ${TIME}s"
  rc=0
  /usr/bin/time -f '%M' -o "$TMP/rss" "${DBBENCH[@]}" run "${DB[@]}" --threads "$t" --time "$TIME" --warmup "$WARMUP" \
    --warmup-max "$WARMUP" --out "$OUT/dbbench-$t" > "$OUT/dbbench-$t.log" 2>&1 || rc=$?
  rss=$(( $(tail -n 1 "$TMP/rss") / 1024 ))
  (( rss <= RSS_LIMIT_MIB )) || over=1
  if (( rc == 0 )); then
    read -r qps opened secs < <(jq -r '.steps[0] | "\(.qps) \(.connections.opened // "n/a") \(.connections.seconds // "n/a")"' "$OUT/dbbench-$t/result.json")
    # The measured intervals: the longest, and how many were marked late.
    read -r longest late < <(awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
      $c["warmup"] == "false" { if ($c["duration_s"] > m) m = $c["duration_s"]; if ($c["late"] == "true") l++ }
      END { printf "%.2f %d\n", m, l }' "$OUT/dbbench-$t/intervals.csv")
  else
    qps="failed ($rc)"; opened=n/a; secs=n/a; longest=n/a; late=n/a
    log "dbbench exited with $rc; see $OUT/dbbench-$t.log"
  fi
  sb=skipped
  if (( SYSBENCH == 1 )); then
    log "sysbench, $t threads, $((WARMUP + TIME))s"
    src=0
    (cd "$SB_DIR" && "${SB[@]}" --threads="$t" --time=$((WARMUP + TIME)) --report-checkpoints="$WARMUP" run) \
      > "$OUT/sysbench-$t.log" 2>&1 || src=$?
    sb="$(grep -E '^ +queries: ' "$OUT/sysbench-$t.log" | tail -n 1 | sed -E 's/.*\(([0-9.]+) per sec\.\).*/\1/' || true)"
    if (( src != 0 )) || [[ -z "$sb" ]]; then
      sb="did not run (exit $src): $(grep -m 1 -E 'error [0-9]+' "$OUT/sysbench-$t.log" | sed -E 's/^FATAL: //' | cut -c1-70 || true)"
    fi
  fi
  ROWS+=("| $t | $rss | $opened in $secs s | $qps | $longest | $late | $sb |")
done

{
  echo "# Connection storms"
  echo
  echo "- Date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; server: $(root 'SELECT VERSION()') on port $PORT, thread_handling=pool-of-threads, max_connections=$((most + 100))"
  echo "- oltp_point_select, $TABLES x $TABLE_SIZE rows, ${WARMUP}s warm-up + ${TIME}s measured; dbbench --ssl-mode $SSL, sysbench ${SB[-1]}"
  echo
  echo "| threads | dbbench peak RSS MiB | connections opened | dbbench QPS | longest measured interval s | intervals marked late | sysbench QPS |"
  echo "|---:|---:|---|---:|---:|---:|---|"
  printf '%s\n' "${ROWS[@]}"
} | tee "$OUT/storm.md"
log "written to $OUT/storm.md"
(( over == 0 )) || { log "a step's peak RSS passed $RSS_LIMIT_MIB MiB"; exit 1; }
