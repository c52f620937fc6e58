#!/usr/bin/env bash
# Installs (if missing) and starts (if not running) the local PostgreSQL
# cluster (default 15/main) for the dbbench integration tests, then makes sure:
#   * role `dbbench` (SUPERUSER LOGIN, password $DBBENCH_TEST_PASSWORD, default
#     dbbench-Secret-7) and database `dbbench` owned by it exist;
#   * pg_hba.conf lets `dbbench` log in with a password (scram-sha-256) over
#     TCP 127.0.0.1 / ::1 and over the Unix socket in /var/run/postgresql, and
#     role `dbbench_md5` (which the wire client's tests create with an MD5
#     password) with md5 over TCP;
#   * max_connections >= 300 and pg_stat_statements in shared_preload_libraries,
#     which dbbench capture reads (ALTER SYSTEM + one restart, only when needed).
# Override the cluster with PG_VERSION / PG_CLUSTER. Idempotent; runs as root.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

PG_VERSION="${PG_VERSION:-15}"
PG_CLUSTER="${PG_CLUSTER:-main}"
PG_PORT=5432
PG_SOCKET_DIR=/var/run/postgresql
MIN_CONNECTIONS=300
HBA_BEGIN='# dbbench-setup begin (scripts/setup-postgres.sh)'
HBA_END='# dbbench-setup end'
HBA_MD5='# dbbench-setup md5 (scripts/setup-postgres.sh)'

require_root

# --- install -----------------------------------------------------------------
if pkg_installed postgresql postgresql-contrib && [ -x "/usr/lib/postgresql/$PG_VERSION/bin/postgres" ]; then
  log "postgresql/postgresql-contrib already installed"
else
  apt_install postgresql postgresql-contrib "postgresql-$PG_VERSION"
fi

if ! pg_lsclusters -h "$PG_VERSION" "$PG_CLUSTER" 2>/dev/null | grep -q .; then
  log "creating cluster $PG_VERSION/$PG_CLUSTER"
  pg_createcluster "$PG_VERSION" "$PG_CLUSTER" --port "$PG_PORT" </dev/null >&2
fi

cluster_status() { pg_lsclusters -h "$PG_VERSION" "$PG_CLUSTER" | awk '{print $4}'; }
cluster_port()   { pg_lsclusters -h "$PG_VERSION" "$PG_CLUSTER" | awk '{print $3}'; }
cluster_log()    { pg_lsclusters -h "$PG_VERSION" "$PG_CLUSTER" | awk '{print $7}'; }

port="$(cluster_port)"
[ "$port" = "$PG_PORT" ] || die "cluster $PG_VERSION/$PG_CLUSTER is configured for port $port, expected $PG_PORT"

psql_admin() {
  (cd / && runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -h "$PG_SOCKET_DIR" "$@")
}

pg_ctl_cluster() {
  # pg_ctlcluster writes to the server log; keep our caller's pipes free.
  local action=$1 out
  if ! out="$(pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" "$action" </dev/null 2>&1)"; then
    printf '%s\n' "$out" >&2
    tail -n 30 "$(cluster_log)" >&2 2>/dev/null || true
    die "pg_ctlcluster $PG_VERSION $PG_CLUSTER $action failed"
  fi
}

wait_ready() {
  local _
  for _ in $(seq 1 60); do
    pg_isready -q -h "$PG_SOCKET_DIR" -p "$PG_PORT" && return 0
    sleep 1
  done
  tail -n 30 "$(cluster_log)" >&2 2>/dev/null || true
  die "PostgreSQL $PG_VERSION/$PG_CLUSTER did not become ready within 60s"
}

# --- pg_hba.conf: password auth for dbbench (before Debian's peer rules) -----
hba_file="/etc/postgresql/$PG_VERSION/$PG_CLUSTER/pg_hba.conf"
[ -f "$hba_file" ] || die "pg_hba.conf not found at $hba_file"
hba_changed=0
# prepend_hba MARK LINE...: puts MARK and the lines at the top of pg_hba.conf (the first matching rule wins) once.
prepend_hba() {
  local mark=$1 tmp
  shift
  grep -qF "$mark" "$hba_file" && return 0
  log "adding to $hba_file: $mark"
  tmp="$(mktemp)"
  { echo "$mark"; printf '%s\n' "$@"; cat "$hba_file"; } >"$tmp"
  cat "$tmp" >"$hba_file"   # keep owner/permissions of the original file
  rm -f "$tmp"
  hba_changed=1
}
prepend_hba "$HBA_BEGIN" \
  "local   all   dbbench                  scram-sha-256" \
  "host    all   dbbench   127.0.0.1/32   scram-sha-256" \
  "host    all   dbbench   ::1/128        scram-sha-256" \
  "$HBA_END"
prepend_hba "$HBA_MD5" \
  "host    all   dbbench_md5   127.0.0.1/32   md5" \
  "host    all   dbbench_md5   ::1/128        md5"

# --- start -------------------------------------------------------------------
if [ "$(cluster_status)" = online ]; then
  log "PostgreSQL $PG_VERSION/$PG_CLUSTER already running"
  if [ "$hba_changed" = 1 ]; then
    log "reloading configuration"
    pg_ctl_cluster reload
  fi
else
  log "starting PostgreSQL $PG_VERSION/$PG_CLUSTER (log: $(cluster_log))"
  pg_ctl_cluster start
fi
wait_ready

# --- max_connections and pg_stat_statements (one restart for both) ------------
restart=0
cur_conn="$(psql_admin -At -c 'SHOW max_connections')"
if [ "$cur_conn" -lt "$MIN_CONNECTIONS" ]; then
  log "max_connections is $cur_conn; ALTER SYSTEM SET max_connections = $MIN_CONNECTIONS"
  psql_admin -c "ALTER SYSTEM SET max_connections = $MIN_CONNECTIONS"
  restart=1
fi
preload="$(psql_admin -At -c 'SHOW shared_preload_libraries')"
case ",${preload// /}," in
  *,pg_stat_statements,*) ;;
  *)
    libs="${preload:+$preload, }pg_stat_statements"
    log "shared_preload_libraries is '$preload'; ALTER SYSTEM SET shared_preload_libraries = '$libs'"
    psql_admin -c "ALTER SYSTEM SET shared_preload_libraries = '$libs'"
    restart=1
    ;;
esac
if [ "$restart" = 1 ]; then
  log "restarting PostgreSQL $PG_VERSION/$PG_CLUSTER for the settings above"
  pg_ctl_cluster restart
  wait_ready
  cur_conn="$(psql_admin -At -c 'SHOW max_connections')"
  [ "$cur_conn" -ge "$MIN_CONNECTIONS" ] || die "max_connections is still $cur_conn after restart"
  psql_admin -At -c 'SHOW shared_preload_libraries' | grep -q pg_stat_statements \
    || die "shared_preload_libraries still lacks pg_stat_statements after restart"
fi

# --- role and database -------------------------------------------------------
psql_admin -d postgres -v pw="$DBBENCH_TEST_PASSWORD" <<'SQL'
SET client_min_messages = warning;
SELECT format('CREATE ROLE dbbench SUPERUSER LOGIN PASSWORD %L', :'pw')
 WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'dbbench')
\gexec
SELECT format('ALTER ROLE dbbench SUPERUSER LOGIN PASSWORD %L', :'pw')
\gexec
SELECT 'CREATE DATABASE dbbench OWNER dbbench'
 WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = 'dbbench')
\gexec
ALTER DATABASE dbbench OWNER TO dbbench;
SQL

# --- verify as the test user over TCP ----------------------------------------
if ! out="$(PGPASSWORD="$DBBENCH_TEST_PASSWORD" psql -X -At -h 127.0.0.1 -p "$PG_PORT" -U dbbench -d dbbench \
    -c "SELECT current_setting('server_version') || '|' || current_setting('max_connections')" 2>&1)"; then
  die "cannot connect as dbbench@127.0.0.1:$PG_PORT: $out"
fi
IFS="|" read -r version maxconn <<<"$out"
log "PostgreSQL ready: version=$version max_connections=$maxconn" \
    "(127.0.0.1:$PG_PORT, socket $PG_SOCKET_DIR, db dbbench, user dbbench)"
