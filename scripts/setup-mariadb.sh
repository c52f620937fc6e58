#!/usr/bin/env bash
# Installs (if missing) and starts (if not running) a local MariaDB server for
# the dbbench integration tests, then makes sure that:
#   * database `dbbench` exists;
#   * users 'dbbench'@'%' and 'dbbench'@'localhost' exist with the password
#     $DBBENCH_TEST_PASSWORD (default dbbench-Secret-7) and ALL on *.*;
#   * max_connections = 1100 (room for perf/scale.sh's 1,024-thread step) and max_prepared_stmt_count = 100000 (SET GLOBAL
#     now, and persisted in /etc/mysql/mariadb.conf.d/99-dbbench.cnf).
# Server: 127.0.0.1:3306, socket /run/mysqld/mysqld.sock. Idempotent; runs as root.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

MARIADB_SOCKET=/run/mysqld/mysqld.sock
MARIADB_CNF=/etc/mysql/mariadb.conf.d/99-dbbench.cnf
MARIADB_START_LOG=/tmp/dbbench-mariadb-start.log
MAX_CONNECTIONS=1100
MAX_PREPARED=100000

require_root

# --- install -----------------------------------------------------------------
if pkg_installed mariadb-server mariadb-client; then
  log "mariadb-server/mariadb-client already installed"
else
  apt_install mariadb-server mariadb-client
fi

# --- TLS: a throwaway CA and server certificate, so encrypted runs can be tested ---
TLS_DIR=/etc/mysql/dbbench-tls
if [ ! -f "$TLS_DIR/server-key.pem" ]; then
  make_test_tls "$TLS_DIR"
  chown -R mysql:mysql "$TLS_DIR" 2>/dev/null || true
fi

# --- persistent config (takes effect on the next restart) ---------------------
cnf_content="# Written by dbbench scripts/setup-mariadb.sh
[mysqld]
max_connections = ${MAX_CONNECTIONS}
max_prepared_stmt_count = ${MAX_PREPARED}
ssl_ca = ${TLS_DIR}/ca.pem
ssl_cert = ${TLS_DIR}/server-cert.pem
ssl_key = ${TLS_DIR}/server-key.pem
"
if [ ! -f "$MARIADB_CNF" ] || [ "$(cat "$MARIADB_CNF")" != "$(printf '%s' "$cnf_content")" ]; then
  log "writing $MARIADB_CNF"
  mkdir -p "$(dirname "$MARIADB_CNF")"
  printf '%s' "$cnf_content" >"$MARIADB_CNF"
fi

# --- start ---------------------------------------------------------------------
root_sql() { mariadb --protocol=socket -S "$MARIADB_SOCKET" -uroot -N -B; }

alive() { mariadb-admin --protocol=socket -S "$MARIADB_SOCKET" -uroot ping >/dev/null 2>&1; }

if alive && [ "$(root_sql <<<'SELECT @@have_ssl')" != YES ]; then
  log "restarting MariaDB so that it loads its TLS certificate"
  service mariadb restart </dev/null >"$MARIADB_START_LOG" 2>&1 || warn "restart failed; see $MARIADB_START_LOG"
  for _ in $(seq 1 60); do alive && break; sleep 1; done
fi
if alive; then
  log "MariaDB already running"
else
  log "starting MariaDB (log: $MARIADB_START_LOG)"
  # The SysV script leaves a `logger` process attached to its stdout/stderr:
  # redirect everything so that callers' pipes are not held open.
  if ! service mariadb start </dev/null >"$MARIADB_START_LOG" 2>&1; then
    cat "$MARIADB_START_LOG" >&2 || true
    warn "'service mariadb start' failed; trying mysqld_safe directly"
    install -m 755 -o mysql -g root -d /run/mysqld
    setsid nohup /usr/bin/mysqld_safe </dev/null >>"$MARIADB_START_LOG" 2>&1 &
  fi
  for _ in $(seq 1 60); do
    alive && break
    sleep 1
  done
  if ! alive; then
    cat "$MARIADB_START_LOG" >&2 || true
    tail -n 30 /var/log/mysql/error.log >&2 2>/dev/null || true
    die "MariaDB did not come up within 60s"
  fi
  log "MariaDB started"
fi

# --- database, users, globals ------------------------------------------------
pw="$(sql_quote "$DBBENCH_TEST_PASSWORD")"
root_sql <<SQL
CREATE DATABASE IF NOT EXISTS dbbench;
CREATE USER IF NOT EXISTS 'dbbench'@'%' IDENTIFIED BY '${pw}';
CREATE USER IF NOT EXISTS 'dbbench'@'localhost' IDENTIFIED BY '${pw}';
ALTER USER 'dbbench'@'%' IDENTIFIED BY '${pw}';
ALTER USER 'dbbench'@'localhost' IDENTIFIED BY '${pw}';
GRANT ALL PRIVILEGES ON *.* TO 'dbbench'@'%';
GRANT ALL PRIVILEGES ON *.* TO 'dbbench'@'localhost';
FLUSH PRIVILEGES;
SET GLOBAL max_connections = ${MAX_CONNECTIONS};
SET GLOBAL max_prepared_stmt_count = ${MAX_PREPARED};
SQL

# --- verify as the test user over TCP ------------------------------------------
if ! out="$(MYSQL_PWD="$DBBENCH_TEST_PASSWORD" mariadb -h127.0.0.1 -P3306 -udbbench -N -B dbbench \
    -e 'SELECT VERSION(), @@max_connections, @@max_prepared_stmt_count' 2>&1)"; then
  die "cannot connect as dbbench@127.0.0.1:3306: $out"
fi
read -r version maxconn maxprep <<<"$out"
log "MariaDB ready: version=$version max_connections=$maxconn max_prepared_stmt_count=$maxprep" \
    "(127.0.0.1:3306, socket $MARIADB_SOCKET, db dbbench, user dbbench)"
