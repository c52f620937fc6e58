#!/usr/bin/env bash
# Starts two replicated pairs of servers of their own for the dbbench replica tests, beside (never touching) the
# shared test servers:
#   * MariaDB: a primary on 127.0.0.1:$REPLICA_MARIADB_PRIMARY_PORT (3316) and a replica of it on
#     $REPLICA_MARIADB_REPLICA_PORT (3317), both the Debian mariadbd with data dirs of their own;
#   * PostgreSQL 15: a primary on $REPLICA_PG_PRIMARY_PORT (5442) and a streaming standby made with pg_basebackup on
#     $REPLICA_PG_STANDBY_PORT (5443), both run by pg_ctl as the postgres user.
# Each primary has the user dbbench (password $DBBENCH_TEST_PASSWORD) and the database dbbench, which its replica
# receives. The tests control the pairs (stop a replica's applier, promote it) as the servers' own superuser over TCP
# without a password: root on MariaDB, postgres on PostgreSQL, from 127.0.0.1 only. A test that promotes a replica leaves a broken pair behind: the next run of this script sees that the
# replica no longer replicates and builds the pair again.
#
#   scripts/setup-replicas.sh          start what is not running, rebuild a pair that no longer replicates
#   scripts/setup-replicas.sh stop     stop all four servers
#   scripts/setup-replicas.sh status   exit 0 when both pairs replicate
#
# Environment (all optional): REPLICA_HOME (default /var/lib/dbbench/replicas: the mysql and postgres users must reach
# it, which they cannot inside /root) and the four ports above.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

REPLICA_HOME="${REPLICA_HOME:-/var/lib/dbbench/replicas}"
MY_PRIMARY="${REPLICA_MARIADB_PRIMARY_PORT:-3316}"
MY_REPLICA="${REPLICA_MARIADB_REPLICA_PORT:-3317}"
PG_PRIMARY="${REPLICA_PG_PRIMARY_PORT:-5442}"
PG_STANDBY="${REPLICA_PG_STANDBY_PORT:-5443}"
PG_BIN="${REPLICA_PG_BIN:-/usr/lib/postgresql/15/bin}"
PASSWORD="${DBBENCH_TEST_PASSWORD:-dbbench-Secret-7}"
ACTION="${1:-setup}"

# --- MariaDB -------------------------------------------------------------------
my_dir() { printf '%s/mariadb-%s' "$REPLICA_HOME" "$1"; }
my_sql() { root_sql "$1" "${@:2}"; }
my_answers() { my_sql "$1" -e 'SELECT 1' >/dev/null 2>&1; }

my_pid() {
  local f pid
  f="$(my_dir "$1")/mariadbd.pid"
  [ -s "$f" ] || return 1
  pid="$(tr -dc '0-9' <"$f")"
  [ -n "$pid" ] && [ -d "/proc/$pid" ] && printf '%s\n' "$pid"
}

my_stop() {
  local pid
  if pid="$(my_pid "$1")"; then
    stop_pid "mariadbd on port $1" "$pid"
  fi
}

# my_start PORT SERVER_ID: a mariadbd of its own, small, with a binary log (the primary's source, the replica's
# way to be promoted) and root over TCP without a password, as the scripts' other own servers.
my_start() {
  local port=$1 id=$2 dir
  dir="$(my_dir "$port")"
  my_answers "$port" && return 0
  if [ ! -d "$dir/data/mysql" ]; then
    rm -rf "$dir"
    mkdir -p "$dir/data"
    chown -R mysql:mysql "$dir"
    mariadb-install-db --no-defaults --datadir="$dir/data" --user=mysql --auth-root-authentication-method=normal \
      >"$dir/install.log" 2>&1 || { tail -n 20 "$dir/install.log" >&2; die "mariadb-install-db failed for port $port"; }
  fi
  log "starting mariadbd on 127.0.0.1:$port"
  nohup /usr/sbin/mariadbd --no-defaults --datadir="$dir/data" --user=mysql --port="$port" --bind-address=127.0.0.1 \
    --socket="$dir/mariadbd.sock" --pid-file="$dir/mariadbd.pid" --server-id="$id" --log-bin=binlog \
    --binlog-format=ROW --innodb-buffer-pool-size=64M --innodb-log-file-size=48M --max-connections=300 \
    --skip-name-resolve --performance-schema=OFF </dev/null >"$dir/mariadbd.log" 2>&1 &
  for _ in $(seq 1 60); do
    my_answers "$port" && return 0
    sleep 0.5
  done
  tail -n 20 "$dir/mariadbd.log" >&2
  die "mariadbd on port $port did not answer within 30s"
}

# Whether the replica's two threads run against the primary.
my_status() { my_sql "$MY_REPLICA" --column-names -e 'SHOW SLAVE STATUS\G' 2>/dev/null; }
my_replicates() {
  local status
  status="$(my_status)"
  grep -q 'Slave_IO_Running: Yes' <<<"$status" && grep -q 'Slave_SQL_Running: Yes' <<<"$status" \
    && [ "$(my_sql "$MY_REPLICA" -e 'SELECT @@read_only')" = 1 ]
}

my_pair() {
  if my_answers "$MY_PRIMARY" && my_answers "$MY_REPLICA" && my_replicates; then
    log "MariaDB pair already replicating (primary $MY_PRIMARY, replica $MY_REPLICA)"
    return 0
  fi
  # A pair that does not replicate (a test promoted the replica) is made anew: a fresh replica of a fresh primary.
  my_stop "$MY_PRIMARY"
  my_stop "$MY_REPLICA"
  rm -rf "$(my_dir "$MY_PRIMARY")" "$(my_dir "$MY_REPLICA")"
  my_start "$MY_PRIMARY" 1
  my_start "$MY_REPLICA" 2
  local pw
  pw="$(sql_quote "$PASSWORD")"
  my_sql "$MY_PRIMARY" -e "CREATE USER 'repl'@'127.0.0.1' IDENTIFIED BY 'repl';
GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1';
CREATE DATABASE dbbench;
CREATE USER 'dbbench'@'%' IDENTIFIED BY '$pw';
GRANT ALL ON dbbench.* TO 'dbbench'@'%';
GRANT REPLICATION CLIENT, SLAVE MONITOR ON *.* TO 'dbbench'@'%';" || die "could not create the users on the MariaDB primary"
  # GTID from the very start of the primary's log: the replica replays the users and the database too.
  my_sql "$MY_REPLICA" -e "SET GLOBAL read_only = 1;
CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=$MY_PRIMARY, MASTER_USER='repl', MASTER_PASSWORD='repl',
  MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1;
START SLAVE;" || die "could not start the MariaDB replica"
  for _ in $(seq 1 60); do
    my_replicates && my_sql "$MY_REPLICA" -e "SELECT 1 FROM mysql.user WHERE user = 'dbbench'" | grep -q 1 && break
    sleep 0.5
  done
  my_replicates || die "the MariaDB replica on port $MY_REPLICA does not replicate: $(my_status | grep -E 'Last_(IO|SQL)_Error:')"
  log "MariaDB pair ready: primary 127.0.0.1:$MY_PRIMARY, replica 127.0.0.1:$MY_REPLICA (read_only)"
}

# --- PostgreSQL ----------------------------------------------------------------
pg_dir() { printf '%s/postgres-%s' "$REPLICA_HOME" "$1"; }
as_pg() { (cd / && runuser -u postgres -- "$@"); }
pg_answers() { "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$1" >/dev/null 2>&1; }
pg_sql() { as_pg "$PG_BIN/psql" -X -q -A -t -v ON_ERROR_STOP=1 -h "$(pg_dir "$1")" -p "$1" -d postgres "${@:2}" </dev/null; }

pg_stop() {
  local dir
  dir="$(pg_dir "$1")"
  if [ -f "$dir/data/postmaster.pid" ]; then
    log "stopping PostgreSQL on port $1"
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
}

pg_start() {
  local port=$1 dir
  dir="$(pg_dir "$port")"
  pg_answers "$port" && return 0
  log "starting PostgreSQL on 127.0.0.1:$port"
  as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null \
    || { tail -n 20 "$dir/server.log" >&2; die "PostgreSQL on port $port did not start"; }
}

pg_replicates() {
  [ "$(pg_sql "$PG_STANDBY" -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = t ] \
    && [ "$(pg_sql "$PG_PRIMARY" -c 'SELECT count(*) FROM pg_stat_replication' 2>/dev/null)" = 1 ]
}

pg_pair() {
  if pg_answers "$PG_PRIMARY" && pg_answers "$PG_STANDBY" && pg_replicates; then
    log "PostgreSQL pair already replicating (primary $PG_PRIMARY, standby $PG_STANDBY)"
    return 0
  fi
  pg_stop "$PG_PRIMARY"
  pg_stop "$PG_STANDBY"
  local primary standby pw
  primary="$(pg_dir "$PG_PRIMARY")"
  standby="$(pg_dir "$PG_STANDBY")"
  rm -rf "$primary" "$standby"
  mkdir -p "$primary" "$standby"
  chown postgres:postgres "$primary" "$standby"
  as_pg "$PG_BIN/initdb" -D "$primary/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
    >"$primary/initdb.log" 2>&1 || { tail -n 20 "$primary/initdb.log" >&2; die "initdb failed"; }
  cat >>"$primary/data/postgresql.conf" <<EOF
wal_level = replica
max_wal_senders = 10
hot_standby = on
hot_standby_feedback = on
shared_buffers = 64MB
max_connections = 300
fsync = off
EOF
  # The standby's and the tests' logins come first: the first matching line wins, and initdb's asks for a password.
  sed -i -e '1i host replication repl 127.0.0.1/32 trust' -e '1i host all postgres 127.0.0.1/32 trust' "$primary/data/pg_hba.conf"
  pg_start "$PG_PRIMARY"
  pw="${PASSWORD//\'/\'\'}"
  pg_sql "$PG_PRIMARY" -c "CREATE ROLE repl REPLICATION LOGIN" \
    -c "CREATE ROLE dbbench LOGIN PASSWORD '$pw'" -c "CREATE DATABASE dbbench OWNER dbbench" \
    -c "GRANT pg_monitor TO dbbench" || die "could not create the roles on the PostgreSQL primary"
  as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PRIMARY" -U repl -D "$standby/data" -R -X stream -c fast \
    >"$standby/basebackup.log" 2>&1 || { tail -n 20 "$standby/basebackup.log" >&2; die "pg_basebackup failed"; }
  pg_start "$PG_STANDBY"
  for _ in $(seq 1 60); do
    pg_replicates && break
    sleep 0.5
  done
  pg_replicates || die "the PostgreSQL standby on port $PG_STANDBY does not stream from $PG_PRIMARY"
  log "PostgreSQL pair ready: primary 127.0.0.1:$PG_PRIMARY, standby 127.0.0.1:$PG_STANDBY (hot standby)"
}

stop_all() {
  my_stop "$MY_REPLICA"
  my_stop "$MY_PRIMARY"
  pg_stop "$PG_STANDBY"
  pg_stop "$PG_PRIMARY"
}

case "$ACTION" in
  stop) stop_all; exit 0 ;;
  status) my_answers "$MY_REPLICA" && my_replicates && pg_answers "$PG_STANDBY" && pg_replicates; exit $? ;;
  setup) ;;
  *) die "usage: $0 [setup|stop|status]" ;;
esac
require_root
[ -x /usr/sbin/mariadbd ] || apt_install mariadb-server
[ -x "$PG_BIN/pg_basebackup" ] || apt_install postgresql
command -v mariadb >/dev/null 2>&1 || apt_install mariadb-client
mkdir -p "$REPLICA_HOME"
chmod 755 "$REPLICA_HOME"
my_pair
pg_pair
