#!/usr/bin/env bash
# The test command: installs and starts the test servers (MariaDB, PostgreSQL, seekdb, MySQL 8) when missing,
# exports their DBBENCH_* variables and runs every unit and integration test with Maven (./mvnw).
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
./mvnw -B -Dstyle.color=never verify "$@"
# The build's JDK is 17, where the engine never uses virtual threads and the JDK's socket is the one of 17:
# the tests of both run again on the newest JDK here, which is what bin/dbbench runs dbbench on.
# shellcheck source=scripts/lib-java.sh
. "$ROOT/scripts/lib-java.sh"
newer="$(newest_java 21)"
if [ -n "$newer" ]; then
  log "rerunning the worker-thread and socket tests on $newer"
  ./mvnw -B -Dstyle.color=never -pl bench-api,bench-core test-compile surefire:test -Djvm="$newer" \
    -Dtest='WorkerThreadsTest,WatchedSocketTest,StepRunner*Test' -Dsurefire.failIfNoSpecifiedTests=false
fi
