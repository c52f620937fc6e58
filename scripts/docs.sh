#!/usr/bin/env bash
# Builds the user guide (docs/, configured by mkdocs.yml) into site/ with MkDocs, and fails on any broken internal
# link, missing anchor or nav entry (`mkdocs build --strict`), and on a broken link in README.md or CONTRIBUTING.md.
# The command reference, docs/commands.md, is written first from the program's own command model
# (dev.dbbench.cli.Reference in bench-cli.jar, built when missing), so it always says what the jar does; then the
# API reference, docs/api/, the Javadoc of the packages plugins use (site/api/ in the built site).
# MkDocs is installed into a virtual environment kept in the user's cache, so that every checkout of the machine
# shares it, when missing or when scripts/docs-requirements.txt has changed. Extra arguments go to `mkdocs build`.
#   DOCS_VENV   the virtual environment (default: ~/.cache/dbbench/venv-docs)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"

# shellcheck source=scripts/lib-java.sh
. "$ROOT/scripts/lib-java.sh"
JAR="${DBBENCH_JAR:-$ROOT/bench-cli/target/bench-cli.jar}"
if [ ! -f "$JAR" ]; then
  log "building $JAR for the command reference"
  "$ROOT/mvnw" -q -B -pl bench-cli -am package -DskipTests
fi
JAVA="$(newest_java 17)"
[ -n "$JAVA" ] || die "no Java 17 or later found; run scripts/build.sh, which installs one"
"$JAVA" -cp "$JAR" dev.dbbench.cli.Reference "$ROOT/docs/commands.md"

# The API reference: the Javadoc of the packages a plugin may use (dev.dbbench.spi, .result and .sql with their
# subpackages, the allow-list of dev.dbbench.testing.ApiRules), written into docs/api/, which the site copies as it is
# to site/api/. The plugin pages link to it.
API_PACKAGES=()
while IFS= read -r dir; do
  API_PACKAGES+=("$(printf '%s' "${dir#"$ROOT/bench-api/src/main/java/"}" | tr / .)")
done < <(find "$ROOT/bench-api/src/main/java/dev/dbbench/spi" "$ROOT/bench-api/src/main/java/dev/dbbench/result" \
  "$ROOT/bench-api/src/main/java/dev/dbbench/sql" -name package-info.java -printf '%h\n' | sort)
rm -rf "$ROOT/docs/api"
"$(dirname "$JAVA")/javadoc" -quiet -Xdoclint:none -encoding UTF-8 -charset UTF-8 -d "$ROOT/docs/api" \
  -sourcepath "$ROOT/bench-api/src/main/java" -cp "$JAR" -windowtitle "dbbench plugin API" \
  -doctitle "dbbench plugin API: what a target, workload or report plugin compiles against" "${API_PACKAGES[@]}" >/dev/null

VENV="${DOCS_VENV:-${HOME:-/root}/.cache/dbbench/venv-docs}"
REQ="$ROOT/scripts/docs-requirements.txt"
venv_install "$VENV" "$REQ" mkdocs

# Material's banner about its successor is not a problem of these docs; without this it would print on every build.
export NO_MKDOCS_2_WARNING=1
"$VENV/bin/mkdocs" build --strict --clean "$@"

# MkDocs checks the pages under docs/; the two pages outside it are checked here: every relative link must name a
# file of the repository, and an anchor into a guide page must exist on the built page.
"$VENV/bin/python" - README.md CONTRIBUTING.md <<'PY'
import os, re, sys
bad = []
for page in sys.argv[1:]:
    if not os.path.exists(page):
        continue
    text = re.sub(r"```.*?```", "", open(page, encoding="utf-8").read(), flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path, _, anchor = target.partition("#")
        if not os.path.exists(path):
            bad.append(f"{page}: link to {target}: no such file")
        elif anchor and path.startswith("docs/") and path.endswith(".md"):
            html = os.path.join("site", path[len("docs/"):-3], "index.html")
            if path.endswith("/index.md") or path == "docs/index.md":
                html = os.path.join("site", path[len("docs/"):-len("index.md")], "index.html")
            if f'id="{anchor}"' not in open(html, encoding="utf-8").read():
                bad.append(f"{page}: link to {target}: {path} has no anchor #{anchor}")
for line in bad:
    print(f"error: {line}", file=sys.stderr)
sys.exit(1 if bad else 0)
PY
log "documentation built in $ROOT/site (links checked)"
