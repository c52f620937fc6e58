#!/usr/bin/env bash
# Builds bench-cli/target/bench-cli.jar (installing a JDK 17 and Maven first when missing).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/toolchain.sh
. "$ROOT/scripts/toolchain.sh"
log "building bench-cli.jar"
mvn -B -q -Dstyle.color=never install -DskipTests >&2
log "built $ROOT/bench-cli/target/bench-cli.jar"
