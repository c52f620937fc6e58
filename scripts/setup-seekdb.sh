#!/usr/bin/env bash
# Installs and starts a local OceanBase seekdb server (MySQL protocol) for the
# dbbench OceanBase integration tests.
#
#   scripts/setup-seekdb.sh          install if missing, start if not answering,
#                                    wait for `SELECT 1`, ensure database `test`
#   scripts/setup-seekdb.sh stop     stop the server started by this script
#   scripts/setup-seekdb.sh status   exit 0 when the server answers
#
# The server binary comes from the PyPI wheel `pylibseekdb` (it ships a
# standalone `seekdb` executable plus the libaio it needs, RUNPATH=$ORIGIN).
# Connect with: mariadb -h127.0.0.1 -P2881 -uroot   (empty password, db `test`)
#
# TLS: the server starts with a test certificate (its CA in $SEEKDB_TLS_DIR/ca.pem,
# names localhost and 127.0.0.1) and ssl_client_authentication on, so clients may
# encrypt (--ssl-mode require / verify-full); clear-text clients work as before.
#
# Environment (all optional):
#   SEEKDB_HOME           cache dir             (default $HOME/.cache/dbbench/seekdb)
#   SEEKDB_BASE_DIR       server base/data dir  (default $SEEKDB_HOME/base)
#   SEEKDB_PORT           MySQL-protocol port   (default 2881)
#   SEEKDB_PIP_SPEC       wheel to install      (default pylibseekdb==1.4.0.post1)
#   SEEKDB_START_TIMEOUT  seconds to wait       (default 180)
#   SEEKDB_TLS_DIR        test CA and cert      (default $SEEKDB_HOME/tls)
#   SEEKDB_DATAFILE_SIZE / SEEKDB_LOG_DISK_SIZE / SEEKDB_MEMORY   (default 2G/2G/4G)
# Logs: $SEEKDB_BASE_DIR/seekdb-stdout.log and $SEEKDB_BASE_DIR/log/seekdb.log.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

SEEKDB_HOME="${SEEKDB_HOME:-${HOME:-/root}/.cache/dbbench/seekdb}"
SEEKDB_BASE_DIR="${SEEKDB_BASE_DIR:-$SEEKDB_HOME/base}"
SEEKDB_PORT="${SEEKDB_PORT:-2881}"
SEEKDB_PIP_SPEC="${SEEKDB_PIP_SPEC:-pylibseekdb==1.4.0.post1}"
SEEKDB_START_TIMEOUT="${SEEKDB_START_TIMEOUT:-180}"
SEEKDB_DATAFILE_SIZE="${SEEKDB_DATAFILE_SIZE:-2G}"
SEEKDB_LOG_DISK_SIZE="${SEEKDB_LOG_DISK_SIZE:-2G}"
SEEKDB_MEMORY="${SEEKDB_MEMORY:-4G}"
SEEKDB_TLS_DIR="${SEEKDB_TLS_DIR:-$SEEKDB_HOME/tls}"

SERVER_DIR="$SEEKDB_HOME/server"
SEEKDB_BIN="$SERVER_DIR/seekdb"
STAMP="$SERVER_DIR/INSTALLED_FROM"
STDOUT_LOG="$SEEKDB_BASE_DIR/seekdb-stdout.log"
PID_FILE="$SEEKDB_BASE_DIR/run/seekdb.pid"   # written by seekdb itself
OUR_PID_FILE="$SEEKDB_BASE_DIR/dbbench-seekdb.pid"
ACTION="${1:-setup}"

# --- helpers -----------------------------------------------------------------
sql() { root_sql "$SEEKDB_PORT" "$@"; }

answers() { sql -e 'SELECT 1' >/dev/null 2>&1; }

# 0 when the running server accepts TLS (ssl_client_authentication takes effect at start only).
tls_on() {
  [ "$(sql -e "SELECT VALUE FROM oceanbase.V\$OB_PARAMETERS WHERE NAME = 'ssl_client_authentication'" 2>/dev/null)" = True ]
}

# seekdb reads its certificate from wallet/ in its working directory, the base dir.
install_wallet() {
  make_test_tls "$SEEKDB_TLS_DIR"
  mkdir -p "$SEEKDB_BASE_DIR/wallet"
  cp "$SEEKDB_TLS_DIR/ca.pem" "$SEEKDB_TLS_DIR/server-cert.pem" "$SEEKDB_TLS_DIR/server-key.pem" "$SEEKDB_BASE_DIR/wallet/"
}

# Prints the pid of the seekdb server running from our base dir, if any.
server_pid() {
  local f pid exe
  for f in "$OUR_PID_FILE" "$PID_FILE"; do
    [ -s "$f" ] || continue
    pid="$(tr -dc '0-9' <"$f")"
    if [ -z "$pid" ] || [ ! -d "/proc/$pid" ]; then continue; fi
    exe="$(readlink "/proc/$pid/exe" 2>/dev/null || true)"
    case "$exe" in
      */seekdb*) printf '%s\n' "$pid"; return 0 ;;
    esac
  done
  return 1
}

explain_failure() {
  log "---- last lines of $STDOUT_LOG ----"
  tail -n 20 "$STDOUT_LOG" >&2 2>/dev/null || true
  if [ -f "$SEEKDB_BASE_DIR/log/seekdb.log" ]; then
    log "---- last ERROR lines of $SEEKDB_BASE_DIR/log/seekdb.log ----"
    grep -hE ' (ERROR|EDIAG) ' "$SEEKDB_BASE_DIR"/log/seekdb.log* 2>/dev/null | tail -n 10 | cut -c1-400 >&2 || true
  fi
  log "command: ${SEEKDB_CMD[*]}"
  log "free disk in $SEEKDB_BASE_DIR: $(df -Ph "$SEEKDB_BASE_DIR" | awk 'NR==2 {print $4}'); free memory: $(free -h | awk '/^Mem:/ {print $7}')"
}

stop_server() {
  local pid
  if ! pid="$(server_pid)"; then
    log "seekdb is not running (base dir $SEEKDB_BASE_DIR)"
    return 0
  fi
  stop_pid seekdb "$pid"
  rm -f "$OUR_PID_FILE"
}

install_server() {
  local work wheel py
  log "installing seekdb server from PyPI wheel $SEEKDB_PIP_SPEC into $SERVER_DIR"
  py="$(command -v python3 || true)"
  if [ -z "$py" ] || ! "$py" -m pip --version >/dev/null 2>&1; then
    require_root
    apt_install python3 python3-pip
    py="$(command -v python3)"
  fi
  mkdir -p "$SEEKDB_HOME"
  work="$(mktemp -d "$SEEKDB_HOME/download.XXXXXX")"
  # The wheel is tagged for CPython >= 3.11; if the local interpreter does not
  # match, ask pip explicitly for the manylinux x86_64 / cp311 build.
  if ! "$py" -m pip download -q --disable-pip-version-check --no-deps -d "$work" "$SEEKDB_PIP_SPEC" >&2; then
    warn "plain 'pip download' failed; retrying with explicit platform tags"
    "$py" -m pip download -q --disable-pip-version-check --no-deps --only-binary=:all: \
      --platform manylinux_2_28_x86_64 --python-version 3.11 --implementation cp --abi cp311 \
      -d "$work" "$SEEKDB_PIP_SPEC" >&2 || { rm -rf "$work"; die "cannot download $SEEKDB_PIP_SPEC from PyPI"; }
  fi
  wheel="$(find "$work" -maxdepth 1 -name '*.whl' | head -n 1)"
  [ -n "$wheel" ] || { rm -rf "$work"; die "pip download produced no wheel"; }
  log "downloaded $(basename "$wheel") ($(du -h "$wheel" | cut -f1)); extracting"
  "$py" -m zipfile -e "$wheel" "$work/x"
  local bin
  bin="$(find "$work/x" -type f -name seekdb | head -n 1)"
  [ -n "$bin" ] || { rm -rf "$work"; die "no 'seekdb' executable inside $(basename "$wheel")"; }
  local bindir
  bindir="$(dirname "$bin")"
  # Bundled shared libraries (libaio etc.) live next to the binary; copy any
  # auditwheel-vendored ones too, in case a future build links against them.
  find "$work/x" -path '*.libs/*' -type f -name '*.so*' -exec cp -n {} "$bindir/" \; 2>/dev/null || true
  chmod +x "$bin"
  rm -rf "$SERVER_DIR.new"
  mv "$bindir" "$SERVER_DIR.new"
  printf '%s\n%s\n' "$SEEKDB_PIP_SPEC" "$(basename "$wheel")" >"$SERVER_DIR.new/INSTALLED_FROM"
  rm -rf "$SERVER_DIR"
  mv "$SERVER_DIR.new" "$SERVER_DIR"
  rm -rf "$work"
  if ! "$SEEKDB_BIN" --version >/dev/null 2>&1; then
    "$SEEKDB_BIN" --version >&2 || true
    ldd "$SEEKDB_BIN" >&2 || true
    die "installed $SEEKDB_BIN does not run"
  fi
  log "installed $("$SEEKDB_BIN" --version 2>&1 | grep -m1 '^seekdb' || echo seekdb)"
}

ensure_test_db() {
  local out
  out="$(sql -e 'CREATE DATABASE IF NOT EXISTS test; SELECT VERSION()' 2>&1)" \
    || die "seekdb answers but CREATE DATABASE test failed: $out"
  log "seekdb ready: version=$out (127.0.0.1:$SEEKDB_PORT, user root, empty password, db test)"
}

# memory_limit is accepted but ignored by seekdb 1.4 ("deprecated compatibility
# parameter"); memory_budget is what actually sizes its caches (default: 80% of RAM).
SEEKDB_CMD=("$SEEKDB_BIN" --nodaemon --port "$SEEKDB_PORT" --base-dir "$SEEKDB_BASE_DIR"
  --parameter "datafile_size=$SEEKDB_DATAFILE_SIZE"
  --parameter "log_disk_size=$SEEKDB_LOG_DISK_SIZE"
  --parameter "memory_limit=$SEEKDB_MEMORY"
  --parameter "memory_budget=$SEEKDB_MEMORY"
  --parameter "ssl_client_authentication=True")

# --- actions -------------------------------------------------------------------
server_action "$ACTION"

# Fast path: already up (and, if this script started it, restarted once to load its TLS certificate).
if answers; then
  if tls_on || ! server_pid >/dev/null; then
    log "seekdb already answering on 127.0.0.1:$SEEKDB_PORT"
    tls_on || warn "the seekdb on port $SEEKDB_PORT was not started by this script and does not accept TLS"
    ensure_test_db
    exit 0
  fi
  log "restarting seekdb so that it loads its TLS certificate"
  stop_server
fi

# Install (or re-install when the pinned wheel changed).
if [ -x "$SEEKDB_BIN" ] && [ -f "$STAMP" ] && [ "$(head -n 1 "$STAMP")" = "$SEEKDB_PIP_SPEC" ]; then
  log "seekdb server already installed in $SERVER_DIR ($(sed -n 2p "$STAMP"))"
else
  if [ -x "$SEEKDB_BIN" ] && server_pid >/dev/null; then
    warn "a seekdb from an older install is running from $SEEKDB_BASE_DIR; not upgrading while it runs"
  else
    if [ -x "$SEEKDB_BIN" ] && [ -d "$SEEKDB_BASE_DIR/store" ]; then
      old="$SEEKDB_BASE_DIR.old-$(date +%Y%m%d%H%M%S)"
      warn "new seekdb version: moving the old data dir to $old (data files are version specific)"
      mv "$SEEKDB_BASE_DIR" "$old"
    fi
    install_server
  fi
fi

start_time=$(date +%s)
if pid="$(server_pid)"; then
  log "seekdb process $pid is running but not answering yet; waiting for it"
else
  if port_open 127.0.0.1 "$SEEKDB_PORT"; then
    ss -ltnp "sport = :$SEEKDB_PORT" >&2 2>/dev/null || true
    die "port $SEEKDB_PORT is taken by another process that does not answer as seekdb"
  fi
  mkdir -p "$SEEKDB_BASE_DIR"
  install_wallet
  if [ ! -d "$SEEKDB_BASE_DIR/store" ]; then
    avail_kb="$(df -Pk "$SEEKDB_BASE_DIR" | awk 'NR==2 {print $4}')"
    if [ "${avail_kb:-0}" -lt $((5 * 1024 * 1024)) ]; then
      die "seekdb needs ~5 GiB free disk in $SEEKDB_BASE_DIR (datafile $SEEKDB_DATAFILE_SIZE + log $SEEKDB_LOG_DISK_SIZE); only $((avail_kb / 1024)) MiB free"
    fi
    log "first start: seekdb bootstraps a new instance in $SEEKDB_BASE_DIR (can take up to a minute)"
  fi
  log "starting seekdb on port $SEEKDB_PORT (log: $STDOUT_LOG, $SEEKDB_BASE_DIR/log/seekdb.log)"
  (
    cd "$SEEKDB_BASE_DIR"
    ulimit -n 65535 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
    exec setsid nohup "${SEEKDB_CMD[@]}" </dev/null >>"$STDOUT_LOG" 2>&1
  ) &
  pid=$!
  printf '%s\n' "$pid" >"$OUR_PID_FILE"
fi

deadline=$((start_time + SEEKDB_START_TIMEOUT))
next_note=$((start_time + 15))
while :; do
  if answers; then
    log "seekdb answered after $(( $(date +%s) - start_time ))s"
    break
  fi
  # (a zombie still has /proc/PID but no readable exe)
  if [ -z "$(readlink "/proc/$pid/exe" 2>/dev/null || true)" ]; then
    if newpid="$(server_pid)"; then
      pid=$newpid
    else
      explain_failure
      die "seekdb (pid $pid) exited before answering on port $SEEKDB_PORT"
    fi
  fi
  now=$(date +%s)
  if [ "$now" -ge "$deadline" ]; then
    explain_failure
    die "seekdb did not answer 'SELECT 1' within ${SEEKDB_START_TIMEOUT}s (still running as pid $pid; stop it with: $0 stop)"
  fi
  if [ "$now" -ge "$next_note" ]; then
    log "waiting for seekdb... $((now - start_time))s"
    next_note=$((now + 15))
  fi
  sleep 2
done

ensure_test_db
