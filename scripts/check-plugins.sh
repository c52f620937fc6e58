#!/usr/bin/env bash
# Checks that each example plugin under examples/ builds as a user builds a plugin: from a copy in an empty folder
# outside the checkout, against dbbench's installed artifacts alone. dbbench is installed into the local Maven
# repository once (no tests), then each example is copied into its own temporary folder and built there: a <parent>
# pointing into the checkout, or an artifact that only the reactor has, fails the build (dbbench's artifacts are on no
# remote repository; third-party ones come from Maven Central as in any build, so a fresh ~/.m2 does not fail). The
# examples' unit tests run (their contract tests among them); their *IT jar-drop tests need a server and the
# checkout's bench-cli.jar, and run in the main test phase instead. Beside them, `bench-cli.jar new-plugin` writes one
# plugin of each kind into an empty folder, and each is built the same way. The JUnit example (examples/junit-benchmark)
# is built the same way and its one test must run, not skip: it benchmarks the PostgreSQL of DBBENCH_POSTGRES_* (from
# scripts/test-env.sh when unset) or, where Docker exists, a container.
#   MVN                        the Maven that builds the copies (default: this checkout's ./mvnw)
#   CHECK_PLUGINS_NO_INSTALL=1 skip the install, when this checkout's artifacts are installed already
#   DBBENCH_JAR                the bench-cli.jar that writes the new plugins (default: bench-cli/target/bench-cli.jar)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"
# shellcheck source=scripts/lib-java.sh
. "$ROOT/scripts/lib-java.sh"
if [ -z "${JAVA_HOME:-}" ]; then
  JAVA="$(newest_java 17)"
  [ -n "$JAVA" ] || die "no Java 17 or later found; run scripts/build.sh, which installs one"
  JAVA_HOME="$(dirname "$(dirname "$JAVA")")"
  export JAVA_HOME
fi

MVN="${MVN:-$ROOT/mvnw}"
EXAMPLES=(mariadb-target jsonl-reporter java-workload)
KINDS=(target workload reporter)
JAR="${DBBENCH_JAR:-$ROOT/bench-cli/target/bench-cli.jar}"
[ -f "$JAR" ] || die "$JAR is missing; build it with scripts/build.sh (new-plugin writes the generated plugins)"

if [ "${CHECK_PLUGINS_NO_INSTALL:-0}" != 1 ]; then
  log "installing dbbench into the local Maven repository (no tests)"
  # What a plugin builds against: the parent, the BOM and bench-core with its test-jar; what the JUnit example runs
  # with: the Runner, the built-in workloads and the PostgreSQL target.
  "$ROOT/mvnw" -B -q -DskipTests -DskipITs install -pl bench-bom,bench-core,bench-runner,bench-workloads,bench-targets/postgresql -am
fi

# The pom fragment docs/plugins.md shows is what every example builds with: each of its lines, in order.
python3 - "$ROOT/docs/plugins.md" "${EXAMPLES[@]/#/$ROOT/examples/}" <<'PY' || die "docs/plugins.md's pom fragment and the examples' pom.xml differ"
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
section = page[page.index("## Starting from a fresh folder"):]
fragment = [l.strip() for l in re.search(r"```xml\n(.*?)```", section, re.S).group(1).splitlines() if l.strip()]
bad = False
for example in sys.argv[2:]:
    pom = iter(l.strip() for l in open(example + "/pom.xml", encoding="utf-8"))
    missing = [l for l in fragment if not any(l == p for p in pom)]
    if missing:
        print(f"{example}/pom.xml lacks, in the order docs/plugins.md shows it: {missing[0]}", file=sys.stderr)
        bad = True
sys.exit(1 if bad else 0)
PY

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
failed=()
# Six builds side by side: each is mostly JVM start-up and one small compile.
declare -A pids dirs
build() { # build NAME DIR: the project in DIR, in the background; its output in DIR.log
  log "building $1 in $2 (against the installed artifacts)"
  (cd "$2" && "$MVN" -B -q package) >"$2.log" 2>&1 &
  pids[$1]=$!
  dirs[$1]=$2
}
for ex in "${EXAMPLES[@]}"; do
  dir="$WORK/$ex"
  mkdir "$dir"
  (cd "$ROOT/examples/$ex" && tar cf - --exclude=./target .) | (cd "$dir" && tar xf -)
  if grep -q '<parent>' "$dir/pom.xml"; then
    warn "examples/$ex/pom.xml has a <parent>: a plugin built outside the checkout has none; import bench-bom instead"
    failed+=("examples/$ex")
    continue
  fi
  build "examples/$ex" "$dir"
done
for kind in "${KINDS[@]}"; do
  dir="$WORK/new-$kind"
  if "$JAVA_HOME/bin/java" -jar "$JAR" new-plugin --kind "$kind" --dir "$dir" --package com.acme.dbbench --name acme \
      >"$dir.log" 2>&1; then
    build "new-plugin --kind $kind" "$dir"
  else
    cat "$dir.log" >&2
    failed+=("new-plugin --kind $kind")
  fi
done
for name in "${!pids[@]}"; do
  if wait "${pids[$name]}"; then
    jar="$(find "${dirs[$name]}/target" -maxdepth 1 -name '*.jar' ! -name 'original-*' | head -n 1)"
    if [ -n "$jar" ]; then
      log "$name: built $(basename "$jar")"
    else
      warn "$name built no jar"
      failed+=("$name")
    fi
  else
    cat "${dirs[$name]}.log" >&2
    warn "$name does not build from a fresh folder (its build's output is above)"
    failed+=("$name")
  fi
done
# The JUnit example: a test project whose one test must run, not skip, against a real server. It runs after the
# builds above, alone: it measures, and six builds beside it would starve its server's connections.
junit="$WORK/junit-benchmark"
mkdir "$junit"
(cd "$ROOT/examples/junit-benchmark" && tar cf - --exclude=./target .) | (cd "$junit" && tar xf -)
if [ -z "${DBBENCH_POSTGRES_HOST:-}" ]; then
  # shellcheck source=scripts/test-env.sh
  . "$ROOT/scripts/test-env.sh"
fi
log "building examples/junit-benchmark in $junit (against the installed artifacts), and running its test"
if ! (cd "$junit" && "$MVN" -B -q package) >"$junit.log" 2>&1; then
  cat "$junit.log" >&2
  warn "examples/junit-benchmark does not build or its test fails from a fresh folder (its build's output is above)"
  failed+=("examples/junit-benchmark")
elif ! grep -qs 'tests="1"[^>]*skipped="0"\|skipped="0"[^>]*tests="1"' "$junit"/target/surefire-reports/TEST-*.xml; then
  warn "examples/junit-benchmark: its test did not run (skipped or missing); is PostgreSQL at DBBENCH_POSTGRES_HOST?"
  failed+=("examples/junit-benchmark")
fi
[ "${#failed[@]}" -eq 0 ] || die "plugins that do not build from a fresh folder: ${failed[*]}"
log "every example plugin, and a new plugin of each kind, builds from a fresh folder"
