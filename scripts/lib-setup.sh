# shellcheck shell=bash
# Shared helpers for the scripts/setup-*.sh scripts. Sourced, never executed.
#
# Conventions:
#   * every log line starts with "[setup]" and goes to stderr;
#   * daemons are always started with stdin/stdout/stderr redirected to files,
#     so that nothing keeps the caller's pipes open (CI waits for EOF on them);
#   * apt-get update runs at most once per process tree (DBBENCH_APT_UPDATED).

DBBENCH_TEST_PASSWORD="${DBBENCH_TEST_PASSWORD:-dbbench-Secret-7}"

log()  { printf '[setup] %s\n' "$*" >&2; }
warn() { printf '[setup] WARNING: %s\n' "$*" >&2; }
die()  { printf '[setup] ERROR: %s\n' "$*" >&2; exit 1; }

require_root() {
  if [ "$(id -u)" -ne 0 ]; then
    die "$(basename "$0") must run as root (it installs packages and manages system services)"
  fi
}

# pkg_installed PKG... -> 0 when every package is installed.
pkg_installed() {
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || return 1
  done
}

apt_update_once() {
  if [ "${DBBENCH_APT_UPDATED:-0}" != 1 ]; then
    log "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >&2
    export DBBENCH_APT_UPDATED=1
  fi
}

# apt_install PKG... : installs only the packages that are missing.
apt_install() {
  local missing=() p
  for p in "$@"; do
    pkg_installed "$p" || missing+=("$p")
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi
  apt_update_once
  log "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
    "${missing[@]}" </dev/null >&2
}

# venv_install VENV REQUIREMENTS TOOL : installs the Python packages of REQUIREMENTS into the virtual environment
# VENV, unless it already holds them (a copy of the file is kept inside) and its TOOL answers --version: the scripts'
# Python tools, kept off the system's Python.
venv_install() {
  local venv=$1 req=$2 tool=$3
  if cmp -s "$req" "$venv/.requirements" && "$venv/bin/$tool" --version >/dev/null 2>&1; then
    return 0
  fi
  command -v python3 >/dev/null 2>&1 || apt_install python3
  log "installing $tool into $venv"
  rm -rf "$venv"
  # Debian's own python3 makes virtual environments only with its python3-venv package.
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    rm -rf "$venv"
    apt_install python3-venv
    python3 -m venv "$venv"
  fi
  "$venv/bin/pip" install -q --disable-pip-version-check -r "$req" >&2
  cp "$req" "$venv/.requirements"
}

# sql_quote STRING -> STRING with ' and \ escaped, for use inside '...' in SQL
# (MySQL/MariaDB dialect).
sql_quote() {
  local s=$1
  s=${s//\\/\\\\}
  s=${s//\'/\\\'}
  printf '%s' "$s"
}

# port_open HOST PORT -> 0 when something accepts TCP connections there.
port_open() {
  timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

# make_test_tls DIR : a throwaway CA (ca.pem, ca-key.pem) and a server certificate signed by it
# (server-cert.pem, server-key.pem) for localhost and 127.0.0.1, so that encrypted sessions and
# --ssl-mode verify-full can be tested. Kept when DIR already has them.
make_test_tls() {
  local dir=$1
  [ -f "$dir/server-key.pem" ] && return 0
  command -v openssl >/dev/null 2>&1 || apt_install openssl
  log "creating a test CA and server certificate in $dir"
  mkdir -p "$dir"
  openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=dbbench test CA" \
    -keyout "$dir/ca-key.pem" -out "$dir/ca.pem" >/dev/null 2>&1
  openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" \
    -keyout "$dir/server-key.pem" -out "$dir/server.csr" >/dev/null 2>&1
  printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' >"$dir/san.ext"
  openssl x509 -req -in "$dir/server.csr" -CA "$dir/ca.pem" -CAkey "$dir/ca-key.pem" -CAcreateserial \
    -days 3650 -extfile "$dir/san.ext" -out "$dir/server-cert.pem" >/dev/null 2>&1
  chmod 644 "$dir/ca.pem" "$dir/server-cert.pem"
}

# root_sql PORT ARGS... : the mariadb client as root (empty password) on 127.0.0.1:PORT, batch output;
# how the scripts talk to the servers they start themselves (seekdb, MySQL 8).
root_sql() {
  local port=$1
  shift
  mariadb -h127.0.0.1 -P"$port" -uroot --connect-timeout=3 -N -B "$@" </dev/null
}

# stop_pid NAME PID : asks the server process PID to stop, waits up to 60 s, then kills it.
stop_pid() {
  local name=$1 pid=$2 _
  log "stopping $name (pid $pid)"
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do
    [ -d "/proc/$pid" ] || { log "$name stopped"; return 0; }
    sleep 1
  done
  warn "$name (pid $pid) did not stop within 60s; sending SIGKILL"
  kill -9 "$pid" 2>/dev/null || true
}

# server_action ACTION : the common entry of the scripts that start a server of their own (seekdb, MySQL 8).
# "stop" and "status" end the script here, with the script's own stop_server and answers; "setup" goes on,
# with the mariadb command-line client they talk to the server with.
server_action() {
  case "$1" in
    stop)   stop_server; exit 0 ;;
    status) answers; exit $? ;;
    setup)  ;;
    *)      die "usage: $0 [setup|stop|status]" ;;
  esac
  if ! command -v mariadb >/dev/null 2>&1; then
    require_root
    apt_install mariadb-client
  fi
}
