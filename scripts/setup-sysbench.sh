#!/usr/bin/env bash
# Installs the reference load generators used to compare dbbench against:
#   * sysbench (Debian package `sysbench`);
#   * pgbench  (shipped by postgresql-client-NN; postgresql-contrib pulls it in).
# Idempotent; runs as root.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

require_root

if command -v sysbench >/dev/null 2>&1; then
  log "sysbench already installed"
else
  apt_install sysbench
fi

if command -v pgbench >/dev/null 2>&1 && pgbench --version >/dev/null 2>&1; then
  log "pgbench already installed"
else
  apt_install postgresql-contrib postgresql-client
fi

command -v sysbench >/dev/null 2>&1 || die "sysbench is still missing after install"
pgbench --version >/dev/null 2>&1 || die "pgbench is still missing after install"
log "$(sysbench --version); $(pgbench --version)"
