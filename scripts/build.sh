#!/usr/bin/env bash
# Builds bench-cli/target/bench-cli.jar (installing a JDK 17 first when missing; ./mvnw brings Maven).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/toolchain.sh
. "$ROOT/scripts/toolchain.sh"
log "building bench-cli.jar"
./mvnw -B -q -Dstyle.color=never install -DskipTests >&2
log "built $ROOT/bench-cli/target/bench-cli.jar"
