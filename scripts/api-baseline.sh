#!/usr/bin/env bash
# Records the API that plugins compile against, as a release has it: the classes of bench-api (dev.dbbench.spi,
# .result, .sql and below) in bench-api/api/bench-api-X.Y.Z.jar, X.Y.Z being the version being released. bench-api's
# build compares every later build with the baseline the root pom names (<dbbench.api.baseline>) and fails on a change
# that breaks a plugin, unless the version is of another line (a major version; before 1.0, a minor one).
# Run it when a release is cut, set <dbbench.api.baseline> to the new version and commit the jar beside the release.
#   --replace   record over an existing baseline (only before that release is published)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"

# The first <version> of the root pom is the project's own.
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1)"
release="${version%-SNAPSHOT}"
out="$ROOT/bench-api/api/bench-api-$release.jar"
if [ -e "$out" ] && [ "${1:-}" != "--replace" ]; then
  die "$out exists: the API of $release is recorded already (give --replace only if $release is not published)"
fi
./mvnw -q -B -pl bench-api package -DskipTests -Djapicmp.skip=true
classes="$(mktemp -d)"
trap 'rm -rf "$classes"' EXIT
(cd "$ROOT/bench-api/target/classes" && cp -r --parents dev "$classes/")
mkdir -p "$(dirname "$out")"
# A fixed date keeps the jar's bytes the same for the same classes.
jar --create --file "$out" --date=2026-01-01T00:00:00Z -C "$classes" .
log "recorded the API of $release in ${out#"$ROOT"/}; set <dbbench.api.baseline>$release</dbbench.api.baseline> in pom.xml"
