#!/usr/bin/env bash
# Checks deploy/kubernetes without a cluster or a Docker engine:
#   1. `kubectl kustomize` renders every kustomization (the base and each overlay);
#   2. what it renders validates against the Kubernetes API schemas (kubernetes-validate, which bundles them),
#      strictly so that a misspelt field fails: the per-index base against Kubernetes 1.29 and $K8S_VERSION, the
#      overlays without per-index limits against 1.27 (which lacks them, so that such a field fails there);
#   3. the rules a sharded run depends on (deploy/kubernetes/test/check_manifests.py): one run id for the shards and
#      the merge, N the same everywhere, no shard restarted, the shards spread over nodes, metrics served, one image,
#      signals that reach the JVM, no process as root;
#   4. the Dockerfile: hadolint, then its key rules (a build stage that builds from source, every base image pinned to
#      an exact release, a numeric non-root USER, an exec-form ENTRYPOINT) and its context (.dockerignore keeps it
#      small and holds every file the repository tracks);
#   5. run.sh against a stand-in kubectl (deploy/kubernetes/test/run-flow.sh);
#   6. the image's entrypoint as process 1 of its own PID namespace: SIGTERM reaches the JVM, which writes its results
#      (deploy/kubernetes/test/entrypoint-signals.sh; needs bench-cli.jar, skipped without it).
# The Python tools go into ~/.cache/dbbench/venv-k8s (K8S_VENV), which every checkout of the machine shares, when
# missing or when scripts/k8s-requirements.txt has changed; kubectl must be on the PATH (kubectl kustomize).
#   K8S_VERSION  the newest Kubernetes version to validate against (default 1.37.0)
#   DBBENCH_JAR  the jar for the entrypoint's test (default bench-cli/target/bench-cli.jar)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"

VENV="${K8S_VENV:-${HOME:-/root}/.cache/dbbench/venv-k8s}"
venv_install "$VENV" "$ROOT/scripts/k8s-requirements.txt" kubernetes-validate
command -v kubectl >/dev/null 2>&1 || die "kubectl is missing: it renders the kustomizations (kubectl kustomize)"
K8S="deploy/kubernetes"
NEWEST="${K8S_VERSION:-1.37.0}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 1-3: every kustomization that is not a component, rendered, validated and checked.
rendered=0
while IFS= read -r kfile; do
  dir="$(dirname "$kfile")"
  grep -q '^kind: Component' "$kfile" && continue
  out="$work/$(echo "$dir" | tr / _).yaml"
  kubectl kustomize "$dir" >"$out" || die "kubectl kustomize $dir failed"
  if grep -q 'backoffLimitPerIndex' "$out"; then
    versions=(1.29.0 "$NEWEST") mode=--per-index
  else
    versions=(1.27.0 "$NEWEST") mode=--backoff-limit-0
  fi
  for v in "${versions[@]}"; do
    "$VENV/bin/kubernetes-validate" --strict --quiet -k "$v" "$out" || die "$dir: rendered manifests invalid for Kubernetes $v"
  done
  "$VENV/bin/python" "$K8S/test/check_manifests.py" "$out" "$mode" --also "$K8S/monitoring/podmonitor.yaml" ||
    die "$dir: a rule of sharded runs is broken"
  log "rendered and valid for Kubernetes ${versions[*]}: $dir"
  rendered=$((rendered + 1))
done < <(find "$K8S" -name kustomization.yaml | sort)
[ "$rendered" -ge 3 ] || die "found $rendered kustomizations in $K8S, expected the base and its overlays"

# 4: the Dockerfile and its context.
"$VENV/bin/hadolint" "$K8S/Dockerfile" || die "hadolint: $K8S/Dockerfile breaks the rules above"
git ls-files >"$work/tracked"
"$VENV/bin/python" - "$K8S/Dockerfile" "$work/tracked" <<'PY' || die "$K8S/Dockerfile or .dockerignore breaks a rule"
import json, os, re, sys
from docker.utils.build import exclude_paths

dockerfile, tracked = sys.argv[1], open(sys.argv[2]).read().split()
lines = re.sub(r"\\\n", " ", open(dockerfile).read()).splitlines()
steps = [l.strip() for l in lines if l.strip() and not l.lstrip().startswith("#")]
froms = [s.split()[1] for s in steps if s.upper().startswith("FROM ")]
runs = [s for s in steps if s.upper().startswith("RUN ")]
users = [s.split()[1] for s in steps if s.upper().startswith("USER ")]
entry = [s[len("ENTRYPOINT"):].strip() for s in steps if s.upper().startswith("ENTRYPOINT ")]
copies = [s.split()[1:] for s in steps if s.upper().startswith("COPY ")]
last_stage = max(i for i, s in enumerate(steps) if s.upper().startswith("FROM "))


def exec_form(text):
    try:
        return isinstance(json.loads(text), list)
    except ValueError:
        return False


rules = {
    "it has a build stage and a run stage": len(froms) >= 2,
    "the build stage builds from source with Maven": any(re.search(r"\bmvnw?\b.*\bpackage\b", r) for r in runs),
    "the run stage copies the jar from the build stage": any(c[0].startswith("--from=") and c[1].endswith(".jar")
                                                            for c in copies),
    "every FROM names an exact release (x.y.z) or a digest, never latest":
        all(re.search(r"@sha256:[0-9a-f]{64}$", f) or re.search(r":[^:@]*\d+\.\d+\.\d+[^:@]*$", f) for f in froms),
    "the last USER is a numeric user other than root (Kubernetes checks runAsNonRoot by number)":
        bool(users) and re.fullmatch(r"[1-9]\d*(:\d+)?", users[-1]) is not None,
    "the USER is set in the run stage": any(s.upper().startswith("USER ") for s in steps[last_stage:]),
    "the ENTRYPOINT is in exec form, so that no shell stands between the signal and dbbench":
        len(entry) == 1 and exec_form(entry[0]),
}
# The context: what .dockerignore lets through, as the Docker client computes it.
patterns = [l.strip() for l in open(".dockerignore") if l.strip() and not l.startswith("#")]
context = {p for p in exclude_paths(".", patterns, dockerfile=dockerfile) if os.path.isfile(p)}
size = sum(os.path.getsize(p) for p in context)
missing = [t for t in tracked if os.path.isfile(t) and t not in context]
rules[f"the context is under 16 MB ({size / 1e6:.1f} MB)"] = size < 16e6
rules["the context holds every tracked file" + (f" (not: {', '.join(missing[:5])})" if missing else "")] = not missing
rules["the context holds what COPY takes"] = all(src in context or src == "." for c in copies
                                                 if not c[0].startswith("--from=")
                                                 for src in c[:-1] if not src.startswith("--"))
for rule, ok in rules.items():
    if not ok:
        print(f"error: {dockerfile}: not so: {rule}", file=sys.stderr)
sys.exit(0 if all(rules.values()) else 1)
PY
log "Dockerfile and build context checked"

# 5-6: run.sh, and the entrypoint's signals.
bash "$K8S/test/run-flow.sh" "$VENV/bin/python" || die "run.sh does not behave"
JAR="${DBBENCH_JAR:-$ROOT/bench-cli/target/bench-cli.jar}"
if [ -f "$JAR" ]; then
  bash "$K8S/test/entrypoint-signals.sh" "$JAR" || die "the entrypoint does not pass SIGTERM on"
else
  log "no $JAR: the entrypoint's signal test is skipped (build it with scripts/build.sh)"
fi
log "Kubernetes manifests valid: $rendered kustomizations rendered and checked"
