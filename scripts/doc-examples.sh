#!/usr/bin/env bash
# Runs the user guide's runnable examples, so that the commands the docs show keep working.
#
# A runnable example is a fenced code block in a page of mkdocs.yml's nav whose line before is the HTML comment
# <!-- runnable --> (the command must succeed) or <!-- runnable exit=N --> (it must exit with N, for an example
# of a refusal). The blocks run with `bash -e`, in nav order, in one scratch folder where `bench-cli.jar` is the
# built jar and `bin/dbbench` the launcher, so a later page can use the results folder an earlier one wrote.
# Examples need no remote server: with no --target, `run` and `sweep` measure an embedded PostgreSQL.
#
# It also checks that every page of the nav opens with the command a user types: the first thing after the
# page's title is a fenced code block.
#
# Usage: scripts/doc-examples.sh            (after scripts/build.sh)
#   DBBENCH_JAR        the jar (default: bench-cli/target/bench-cli.jar)
#   DOC_EXAMPLE_TIMEOUT  seconds one block may take (default 300)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"
# shellcheck source=scripts/lib-java.sh
. "$ROOT/scripts/lib-java.sh"

JAR="${DBBENCH_JAR:-$ROOT/bench-cli/target/bench-cli.jar}"
[ -f "$JAR" ] || die "$JAR is missing; build it with scripts/build.sh"
JAVA="$(newest_java 17)"
[ -n "$JAVA" ] || die "no Java 17 or later found; run scripts/build.sh, which installs one"

# The command reference is written from the jar (scripts/docs.sh does it too); the nav names it.
[ -f "$ROOT/docs/commands.md" ] || "$JAVA" -cp "$JAR" dev.dbbench.cli.Reference "$ROOT/docs/commands.md"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
ln -s "$JAR" "$WORK/bench-cli.jar"
ln -s "$ROOT/bin" "$WORK/bin"
mkdir "$WORK/blocks"

# Writes blocks/NNN.sh (the commands), blocks/NNN.exit (the exit code expected) and blocks/NNN.where (page:line),
# and prints one line per page that does not open with a code block.
openings="$(python3 - "$WORK/blocks" <<'PY'
import os, re, sys
out = sys.argv[1]
nav = re.findall(r"^\s*-\s*(?:[^:\n]+:\s*)?([\w./-]+\.md)\s*$",
                 open("mkdocs.yml", encoding="utf-8").read().split("\nnav:", 1)[1], re.M)
n = 0
for page in nav:
    lines = open(os.path.join("docs", page), encoding="utf-8").read().split("\n")
    body = [l for l in lines[1:] if l.strip()]
    opening = body[1] if body and body[0].startswith("<!--") and len(body) > 1 else (body[0] if body else "")
    if not lines[0].startswith("# ") or not opening.startswith("```"):
        print(f"docs/{page}: the first thing after the title must be a fenced code block with the command a user types")
    i = 0
    while i < len(lines):
        mark = re.fullmatch(r"\s*<!--\s*runnable(?:\s+exit=(\d+))?\s*-->\s*", lines[i])
        if mark and i + 1 < len(lines) and lines[i + 1].startswith("```"):
            end = next(j for j in range(i + 2, len(lines)) if lines[j].startswith("```"))
            n += 1
            base = os.path.join(out, f"{n:03d}")
            open(base + ".sh", "w").write("\n".join(lines[i + 2:end]) + "\n")
            open(base + ".exit", "w").write(mark.group(1) or "0")
            open(base + ".where", "w").write(f"docs/{page}:{i + 2}")
            i = end
        i += 1
PY
)"

# Examples run as a user types them: `java` is the newest JDK, and nothing is read from the terminal.
export PATH="$(dirname "$JAVA"):$PATH"
passed=0 failed=0
for block in "$WORK"/blocks/*.sh; do
  [ -e "$block" ] || break
  base="${block%.sh}" where="$(cat "${block%.sh}.where")" want="$(cat "${block%.sh}.exit")"
  t0=$(date +%s)
  rc=0
  (cd "$WORK" && timeout "${DOC_EXAMPLE_TIMEOUT:-300}" bash -e "$block") >"$base.log" 2>&1 </dev/null || rc=$?
  dt=$(( $(date +%s) - t0 ))
  if [ "$rc" = "$want" ]; then
    passed=$((passed + 1))
    log "ok    $where (exit $rc, ${dt}s)"
  else
    failed=$((failed + 1))
    log "FAIL  $where: exit $rc, expected $want (${dt}s); the block and its output:"
    sed 's/^/    $ /' "$block" >&2
    tail -n 30 "$base.log" | sed 's/^/    /' >&2
  fi
done
if [ -n "$openings" ]; then
  printf '%s\n' "$openings" | while IFS= read -r line; do log "FAIL  $line"; done
  failed=$((failed + $(printf '%s\n' "$openings" | wc -l)))
fi
echo "doc-examples: $passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
