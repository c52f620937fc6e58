#!/usr/bin/env bash
# Checks the Prometheus metrics of every command that serves them (run, sweep over two targets, stability) on a live
# scrape, with the checks of `promtool check metrics`: base units, counters ending in _total, histogram and summary
# conventions, help text. promtool itself is used when it is on the PATH; otherwise the same linter, client_golang's
# promlint, is built from scripts/promlint (Go modules, cached in ~/go) into target/promlint.
# Needs bench-cli/target/bench-cli.jar and the local test servers (source scripts/test-env.sh picks them up).
#   DBBENCH_JAR      the jar (default: bench-cli/target/bench-cli.jar)
#   DBBENCH_MYSQL_DB, DBBENCH_POSTGRES_DB  the databases it prepares one small table in (default: test-env.sh's)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"
# shellcheck source=scripts/lib-java.sh
. "$ROOT/scripts/lib-java.sh"
# The databases given win over test-env.sh's, so that a check beside other tests uses a database of its own.
given_my="${DBBENCH_MYSQL_DB:-}" given_pg="${DBBENCH_POSTGRES_DB:-}"
# shellcheck source=scripts/test-env.sh
source "$ROOT/scripts/test-env.sh"
DB="${given_my:-$DBBENCH_MYSQL_DB}"
PGDB="${given_pg:-$DBBENCH_POSTGRES_DB}"

JAR="${DBBENCH_JAR:-$ROOT/bench-cli/target/bench-cli.jar}"
[ -f "$JAR" ] || die "$JAR is missing; build it with scripts/build.sh"
JAVA="$(newest_java 17)"
[ -n "$JAVA" ] || die "no Java 17 or later found; run scripts/build.sh, which installs one"

if command -v promtool >/dev/null 2>&1; then
  LINT=(promtool check metrics)
else
  command -v go >/dev/null 2>&1 || [ -x /usr/local/go/bin/go ] || die "neither promtool nor Go is installed; install Go to build the linter"
  GO="$(command -v go || echo /usr/local/go/bin/go)"
  mkdir -p "$ROOT/target"
  if [ ! -x "$ROOT/target/promlint" ] || [ "$ROOT/scripts/promlint/go.sum" -nt "$ROOT/target/promlint" ]; then
    (cd "$ROOT/scripts/promlint" && GOFLAGS=-mod=mod "$GO" build -o "$ROOT/target/promlint" .)
  fi
  LINT=("$ROOT/target/promlint")
fi

WORK="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT

export METRICS_MYSQL_PW="$DBBENCH_MYSQL_PASSWORD" METRICS_PG_PW="$DBBENCH_POSTGRES_PASSWORD"
MARIA=(--target mariadb --name maria --host "$DBBENCH_MYSQL_HOST" --port "${DBBENCH_MYSQL_PORT:-3306}" --user "$DBBENCH_MYSQL_USER"
       --password-env METRICS_MYSQL_PW --db "$DB" --ssl-mode disable)
PG=(--target postgresql --name pg --host "$DBBENCH_POSTGRES_HOST" --port "${DBBENCH_POSTGRES_PORT:-5432}" --user "$DBBENCH_POSTGRES_USER"
    --password-env METRICS_PG_PW --db "$PGDB" --ssl-mode disable)
SIZE=(--workload oltp_point_select --tables 1 --table-size 1000)
dbbench() { "$JAVA" -jar "$JAR" "$@"; }

for t in MARIA PG; do
  declare -n conn="$t"
  dbbench cleanup "${conn[@]}" "${SIZE[@]}" >/dev/null 2>&1 || true
  dbbench prepare "${conn[@]}" "${SIZE[@]}" --quiet >/dev/null
done

# Starts COMMAND with --metrics-port 0, scrapes it once an interval has closed, checks the scrape, then waits for the
# command to end. Extra patterns must appear in the scrape.
check() {
  local name=$1; shift
  local -a expect=()
  while [ "$1" != -- ]; do expect+=("$1"); shift; done
  shift
  local log="$WORK/$name.log" scrape="$WORK/$name.prom" url="" i
  dbbench "$@" --metrics-port 0 --out "$WORK/$name" >"$log" 2>&1 &
  local pid=$!
  pids+=("$pid")
  for i in $(seq 1 120); do
    url="$(grep -so 'http://[^ ]*/metrics' "$log" | head -1 || true)"
    if [ -n "$url" ] && curl -fsS "$url" >"$scrape" 2>/dev/null && grep -q '^dbbench_transactions_total' "$scrape"; then
      break
    fi
    sleep 0.5
  done
  grep -q '^dbbench_transactions_total' "$scrape" 2>/dev/null || { cat "$log" >&2; die "$name: no scrape with a closed interval"; }
  "${LINT[@]}" <"$scrape" || { cat "$scrape" >&2; die "$name: the metrics fail ${LINT[*]}"; }
  for pattern in "${expect[@]}"; do
    grep -q -- "$pattern" "$scrape" || die "$name: the scrape has no $pattern"
  done
  wait "$pid" || { cat "$log" >&2; die "$name: the command failed"; }
  if grep -q 'SEVERE\|	at ' "$log"; then cat "$log" >&2; die "$name: a stack trace on the console"; fi
  log "metrics of $name: ${LINT[*]} passed ($(grep -vc '^#' "$scrape") samples)"
}

RUNOPTS=(--threads 2 --warmup 1 --warmup-max 1 --report-interval 1)
check run 'dbbench_latency_seconds{.*quantile="0.95"}' 'dbbench_transaction_duration_seconds_bucket' -- \
  run "${MARIA[@]}" "${SIZE[@]}" "${RUNOPTS[@]}" --time 4
check sweep 'dbbench_outages_total{target="maria"}' 'dbbench_outages_total{target="pg"}' 'dbbench_progress_ratio' -- \
  sweep "${MARIA[@]}" "${PG[@]}" "${SIZE[@]}" "${RUNOPTS[@]}" --time 3
check stability 'dbbench_remaining_seconds' -- \
  stability "${PG[@]}" "${SIZE[@]}" "${RUNOPTS[@]}" --duration 5s --checkpoint-every 60s

for t in MARIA PG; do
  declare -n conn="$t"
  dbbench cleanup "${conn[@]}" "${SIZE[@]}" >/dev/null 2>&1 || true
done
log "metrics check passed: run, sweep and stability"
