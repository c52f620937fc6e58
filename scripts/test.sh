#!/usr/bin/env bash
# The test command: installs and starts the test servers (MariaDB, PostgreSQL, seekdb) when missing,
# exports their DBBENCH_* variables and runs every unit and integration test with Maven.
# Extra arguments go to Maven, e.g. scripts/test.sh -pl bench-core
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
exec </dev/null
# shellcheck source=scripts/toolchain.sh
. "$ROOT/scripts/toolchain.sh"
bash "$ROOT/scripts/setup-all.sh"
# shellcheck source=scripts/test-env.sh
source "$ROOT/scripts/test-env.sh"
mvn -B -Dstyle.color=never verify "$@"
