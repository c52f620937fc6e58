# shellcheck shell=bash
# Source me:   source scripts/test-env.sh
#
# Exports the connection settings read by the dbbench integration tests for
# the servers prepared by scripts/setup-all.sh. The password for the MySQL
# and PostgreSQL `dbbench` users is $DBBENCH_TEST_PASSWORD (default
# dbbench-Secret-7), the same default the setup scripts use.
#
# The DBBENCH_OCEANBASE_* variables are exported only when seekdb answers on
# 127.0.0.1:${SEEKDB_PORT:-2881}; otherwise they are unset so that the
# OceanBase tests skip themselves.
#
# Safe to source from interactive shells and from `set -euo pipefail` scripts:
# it does not change shell options and does not exit.

__dbbench_pw="${DBBENCH_TEST_PASSWORD:-dbbench-Secret-7}"

export DBBENCH_MYSQL_HOST=127.0.0.1
export DBBENCH_MYSQL_PORT=3306
export DBBENCH_MYSQL_USER=dbbench
export DBBENCH_MYSQL_PASSWORD="$__dbbench_pw"
export DBBENCH_MYSQL_DB=dbbench
export DBBENCH_MYSQL_SOCKET=/run/mysqld/mysqld.sock
if [ -r /etc/mysql/dbbench-tls/ca.pem ]; then
  export DBBENCH_MYSQL_SSL_CA=/etc/mysql/dbbench-tls/ca.pem
fi

export DBBENCH_POSTGRES_HOST=127.0.0.1
export DBBENCH_POSTGRES_PORT=5432
export DBBENCH_POSTGRES_USER=dbbench
export DBBENCH_POSTGRES_PASSWORD="$__dbbench_pw"
export DBBENCH_POSTGRES_DB=dbbench
export DBBENCH_POSTGRES_SOCKET=/var/run/postgresql
# Debian's PostgreSQL serves its self-signed snakeoil certificate (CN localhost), which is then its own CA.
if [ -r /etc/ssl/certs/ssl-cert-snakeoil.pem ]; then
  export DBBENCH_POSTGRES_SSL_CA=/etc/ssl/certs/ssl-cert-snakeoil.pem
fi

# Whether a server this project starts itself (seekdb, MySQL 8) answers root on 127.0.0.1:PORT.
__dbbench_answers() {
  command -v mariadb >/dev/null 2>&1 \
    && mariadb -h127.0.0.1 -P"$1" -uroot --connect-timeout=3 -N -B -e 'SELECT 1' </dev/null >/dev/null 2>&1
}

__dbbench_ob_port="${SEEKDB_PORT:-2881}"
if __dbbench_answers "$__dbbench_ob_port"; then
  export DBBENCH_OCEANBASE_HOST=127.0.0.1
  export DBBENCH_OCEANBASE_PORT="$__dbbench_ob_port"
  export DBBENCH_OCEANBASE_USER=root
  export DBBENCH_OCEANBASE_PASSWORD=
  export DBBENCH_OCEANBASE_DB=test
  __dbbench_ob_sock="${SEEKDB_BASE_DIR:-${SEEKDB_HOME:-$HOME/.cache/dbbench/seekdb}/base}/run/sql.sock"
  if [ -S "$__dbbench_ob_sock" ]; then
    export DBBENCH_OCEANBASE_SOCKET="$__dbbench_ob_sock"
  fi
  unset __dbbench_ob_sock
  __dbbench_ob_ca="${SEEKDB_TLS_DIR:-${SEEKDB_HOME:-$HOME/.cache/dbbench/seekdb}/tls}/ca.pem"
  # Only when the server's certificate passes with it: a seekdb started elsewhere may have no TLS.
  if [ -r "$__dbbench_ob_ca" ] && mariadb -h127.0.0.1 -P"$__dbbench_ob_port" -uroot --connect-timeout=3 \
       --ssl-verify-server-cert --ssl-ca="$__dbbench_ob_ca" -N -B -e 'SELECT 1' </dev/null >/dev/null 2>&1; then
    export DBBENCH_OCEANBASE_SSL_CA="$__dbbench_ob_ca"
  fi
  unset __dbbench_ob_ca
  printf '[setup] test-env: MySQL, PostgreSQL and OceanBase (seekdb on port %s) variables exported\n' \
    "$__dbbench_ob_port" >&2
else
  unset DBBENCH_OCEANBASE_HOST DBBENCH_OCEANBASE_PORT DBBENCH_OCEANBASE_USER \
        DBBENCH_OCEANBASE_PASSWORD DBBENCH_OCEANBASE_DB DBBENCH_OCEANBASE_SSL_CA
  printf '[setup] test-env: MySQL and PostgreSQL variables exported; seekdb not answering on port %s, OceanBase variables unset\n' \
    "$__dbbench_ob_port" >&2
fi

# MySQL 8 (scripts/setup-mysql8.sh): caching_sha2_password and MySQL 8's own behaviour, when it answers.
__dbbench_my8_port="${MYSQL8_PORT:-3307}"
if __dbbench_answers "$__dbbench_my8_port"; then
  export DBBENCH_MYSQL8_HOST=127.0.0.1
  export DBBENCH_MYSQL8_PORT="$__dbbench_my8_port"
  export DBBENCH_MYSQL8_USER=dbbench
  export DBBENCH_MYSQL8_PASSWORD="$__dbbench_pw"
  export DBBENCH_MYSQL8_DB=dbbench
  __dbbench_my8_sock="${MYSQL8_HOME:-$HOME/.cache/dbbench/mysql8}/mysqld.sock"
  if [ -S "$__dbbench_my8_sock" ]; then
    export DBBENCH_MYSQL8_SOCKET="$__dbbench_my8_sock"
  fi
  unset __dbbench_my8_sock
  __dbbench_my8_ca="${MYSQL8_TLS_DIR:-${MYSQL8_HOME:-$HOME/.cache/dbbench/mysql8}/tls}/ca.pem"
  if [ -r "$__dbbench_my8_ca" ]; then
    export DBBENCH_MYSQL8_SSL_CA="$__dbbench_my8_ca"
  fi
  unset __dbbench_my8_ca
  printf '[setup] test-env: MySQL 8 (port %s) variables exported\n' "$__dbbench_my8_port" >&2
else
  unset DBBENCH_MYSQL8_HOST DBBENCH_MYSQL8_PORT DBBENCH_MYSQL8_USER DBBENCH_MYSQL8_PASSWORD DBBENCH_MYSQL8_DB \
        DBBENCH_MYSQL8_SSL_CA DBBENCH_MYSQL8_SOCKET
  printf '[setup] test-env: MySQL 8 not answering on port %s, its variables unset (bash scripts/setup-mysql8.sh)\n' \
    "$__dbbench_my8_port" >&2
fi
# The replicated pairs (scripts/setup-replicas.sh): a primary and its replica of each kind, when both answer.
__dbbench_rep_my_primary="${REPLICA_MARIADB_PRIMARY_PORT:-3316}"
__dbbench_rep_my_replica="${REPLICA_MARIADB_REPLICA_PORT:-3317}"
if __dbbench_answers "$__dbbench_rep_my_primary" && __dbbench_answers "$__dbbench_rep_my_replica"; then
  export DBBENCH_MYSQL_PRIMARY_HOST=127.0.0.1 DBBENCH_MYSQL_PRIMARY_PORT="$__dbbench_rep_my_primary"
  export DBBENCH_MYSQL_REPLICA_HOST=127.0.0.1 DBBENCH_MYSQL_REPLICA_PORT="$__dbbench_rep_my_replica"
  export DBBENCH_MYSQL_REPLICA_USER=dbbench DBBENCH_MYSQL_REPLICA_PASSWORD="$__dbbench_pw" DBBENCH_MYSQL_REPLICA_DB=dbbench
  # The pair's superuser, which the tests stop the applier and promote the replica with.
  export DBBENCH_MYSQL_REPLICA_ADMIN_USER=root
else
  unset DBBENCH_MYSQL_PRIMARY_HOST DBBENCH_MYSQL_PRIMARY_PORT DBBENCH_MYSQL_REPLICA_HOST DBBENCH_MYSQL_REPLICA_PORT \
        DBBENCH_MYSQL_REPLICA_USER DBBENCH_MYSQL_REPLICA_PASSWORD DBBENCH_MYSQL_REPLICA_DB DBBENCH_MYSQL_REPLICA_ADMIN_USER
  printf '[setup] test-env: no MariaDB replica pair on ports %s/%s, its variables unset (bash scripts/setup-replicas.sh)\n' \
    "$__dbbench_rep_my_primary" "$__dbbench_rep_my_replica" >&2
fi
__dbbench_rep_pg_primary="${REPLICA_PG_PRIMARY_PORT:-5442}"
__dbbench_rep_pg_standby="${REPLICA_PG_STANDBY_PORT:-5443}"
if command -v pg_isready >/dev/null 2>&1 && pg_isready -q -h 127.0.0.1 -p "$__dbbench_rep_pg_primary" \
     && pg_isready -q -h 127.0.0.1 -p "$__dbbench_rep_pg_standby"; then
  export DBBENCH_POSTGRES_PRIMARY_HOST=127.0.0.1 DBBENCH_POSTGRES_PRIMARY_PORT="$__dbbench_rep_pg_primary"
  export DBBENCH_POSTGRES_STANDBY_HOST=127.0.0.1 DBBENCH_POSTGRES_STANDBY_PORT="$__dbbench_rep_pg_standby"
  export DBBENCH_POSTGRES_STANDBY_USER=dbbench DBBENCH_POSTGRES_STANDBY_PASSWORD="$__dbbench_pw" DBBENCH_POSTGRES_STANDBY_DB=dbbench
  export DBBENCH_POSTGRES_STANDBY_ADMIN_USER=postgres
else
  unset DBBENCH_POSTGRES_PRIMARY_HOST DBBENCH_POSTGRES_PRIMARY_PORT DBBENCH_POSTGRES_STANDBY_HOST DBBENCH_POSTGRES_STANDBY_PORT \
        DBBENCH_POSTGRES_STANDBY_USER DBBENCH_POSTGRES_STANDBY_PASSWORD DBBENCH_POSTGRES_STANDBY_DB DBBENCH_POSTGRES_STANDBY_ADMIN_USER
  printf '[setup] test-env: no PostgreSQL standby pair on ports %s/%s, its variables unset (bash scripts/setup-replicas.sh)\n' \
    "$__dbbench_rep_pg_primary" "$__dbbench_rep_pg_standby" >&2
fi
unset __dbbench_rep_my_primary __dbbench_rep_my_replica __dbbench_rep_pg_primary __dbbench_rep_pg_standby
unset __dbbench_pw __dbbench_ob_port __dbbench_my8_port
unset -f __dbbench_answers
