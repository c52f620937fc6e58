#!/usr/bin/env bash
# Prepares everything the dbbench integration tests need on this machine:
#   MariaDB (3306), PostgreSQL (5432), sysbench + pgbench, seekdb (2881), MySQL 8 (3307),
#   a MariaDB primary and replica (3316, 3317), a PostgreSQL primary and standby (5442, 5443),
#   and Chromium with a font for the report tests.
# A seekdb, MySQL 8, replica or Chromium failure only warns (their tests then skip); any other
# failure aborts with a non-zero exit. Idempotent and fast when everything is
# already installed and running. Runs as root.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

require_root

step() {
  local name=$1 script=$2 t0 rc=0
  t0=$(date +%s)
  log "== $name =="
  bash "$HERE/$script" || rc=$?
  log "== $name: $([ "$rc" = 0 ] && echo ok || echo "FAILED (exit $rc)") in $(( $(date +%s) - t0 ))s =="
  return "$rc"
}

step mariadb  setup-mariadb.sh
step postgres setup-postgres.sh
step sysbench setup-sysbench.sh
seekdb_ok=1
step seekdb   setup-seekdb.sh || seekdb_ok=0
if [ "$seekdb_ok" = 0 ]; then
  warn "seekdb could not be started: the OceanBase integration tests will be skipped" \
       "(details above; retry with: bash $HERE/setup-seekdb.sh)"
fi

mysql8_ok=1
step mysql8   setup-mysql8.sh || mysql8_ok=0
if [ "$mysql8_ok" = 0 ]; then
  warn "MySQL 8 could not be started: the MySQL 8 integration tests will be skipped" \
       "(details above; retry with: bash $HERE/setup-mysql8.sh)"
fi

replicas_ok=1
step replicas setup-replicas.sh || replicas_ok=0
if [ "$replicas_ok" = 0 ]; then
  warn "the replicated MariaDB and PostgreSQL pairs could not be started: the replica tests will be skipped" \
       "(details above; retry with: bash $HERE/setup-replicas.sh)"
fi

chromium_ok=1
step chromium setup-chromium.sh || chromium_ok=0
if [ "$chromium_ok" = 0 ]; then
  warn "Chromium could not be installed: the test that opens the HTML reports in it will be skipped" \
       "(details above; retry with: bash $HERE/setup-chromium.sh)"
fi

log "all set. Export the test settings with:"
log "    source $HERE/test-env.sh"
