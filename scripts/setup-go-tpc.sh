#!/usr/bin/env bash
# Installs go-tpc (PingCAP's TPC-C driver), the client-side reference dbbench's tpcc workload in spec mode is
# compared against, from the Go module proxy into $GO_TPC_HOME/bin (default ~/.cache/dbbench/go-tpc/bin).
#
#   scripts/setup-go-tpc.sh          install the pinned version when missing; prints the binary's path
#
# Needs a Go toolchain (Debian's golang-go, or /usr/local/go). Idempotent.
#
# Environment (all optional):
#   GO_TPC_VERSION   module version  (default v1.0.9: the first with PostgreSQL)
#   GO_TPC_HOME      install folder  (default $HOME/.cache/dbbench/go-tpc)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

VERSION="${GO_TPC_VERSION:-v1.0.9}"
HOME_DIR="${GO_TPC_HOME:-$HOME/.cache/dbbench/go-tpc}"
BIN="$HOME_DIR/bin/go-tpc"
STAMP="$HOME_DIR/bin/.version"

if [[ -x "$BIN" && -f "$STAMP" && "$(cat "$STAMP")" == "$VERSION" ]]; then
  log "go-tpc $VERSION already installed"
  echo "$BIN"
  exit 0
fi

GO="$(command -v go || true)"
[[ -z "$GO" && -x /usr/local/go/bin/go ]] && GO=/usr/local/go/bin/go
if [[ -z "$GO" ]]; then
  require_root
  apt_install golang-go
  GO="$(command -v go)"
fi

mkdir -p "$HOME_DIR/bin"
log "installing go-tpc $VERSION with $("$GO" version)"
GOBIN="$HOME_DIR/bin" "$GO" install "github.com/pingcap/go-tpc/cmd/go-tpc@$VERSION"
[[ -x "$BIN" ]] || die "go-tpc is missing after go install"
echo "$VERSION" > "$STAMP"
echo "$BIN"
