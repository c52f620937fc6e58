#!/usr/bin/env bash
# Checks the Kubernetes manifests in deploy/kubernetes: every resource and patch against the Kubernetes API schemas
# (kubernetes-validate, which bundles them: no cluster and no network needed once installed), strictly, so that a
# misspelt field fails; then the rules a sharded run depends on: an Indexed Job that never restarts a shard, as many
# pods at once as completions, DBBENCH_SHARDS equal to them, and the password from a Secret.
# kubernetes-validate is installed into .venv-k8s/ when missing or when scripts/k8s-requirements.txt has changed.
#   K8S_VERSION  the Kubernetes version to validate against (default 1.30.0)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
# shellcheck source=scripts/lib-setup.sh
. "$ROOT/scripts/lib-setup.sh"

VENV="${K8S_VENV:-$ROOT/.venv-k8s}"
REQ="$ROOT/scripts/k8s-requirements.txt"
venv_install "$VENV" "$REQ" kubernetes-validate

# Resources and patches; kustomization.yaml is Kustomize's own, and a delete patch names a resource only.
mapfile -t FILES < <(find deploy/kubernetes -name '*.yaml' ! -name kustomization.yaml -print0 | xargs -0 grep -L '^\$patch: delete' | sort)
"$VENV/bin/kubernetes-validate" --strict --quiet -k "${K8S_VERSION:-1.30.0}" "${FILES[@]}"

"$VENV/bin/python" - deploy/kubernetes/base/shards-job.yaml <<'PY'
import sys, yaml
job = yaml.safe_load(open(sys.argv[1]))
spec, pod = job["spec"], job["spec"]["template"]["spec"]
env = {e["name"]: e for e in pod["containers"][0].get("env", [])}
rules = {
    "completionMode is Indexed": spec.get("completionMode") == "Indexed",
    "backoffLimit is 0": spec.get("backoffLimit") == 0,
    "restartPolicy is Never": pod.get("restartPolicy") == "Never",
    "parallelism equals completions": spec.get("parallelism") == spec.get("completions"),
    "DBBENCH_SHARDS equals completions": str(env.get("DBBENCH_SHARDS", {}).get("value")) == str(spec.get("completions")),
    "the password comes from a Secret": "secretKeyRef" in env.get("DB_PASSWORD", {}).get("valueFrom", {}),
    "the pods join the headless Service": pod.get("subdomain") == "dbbench",
}
bad = [rule for rule, ok in rules.items() if not ok]
for rule in bad:
    print(f"error: {sys.argv[1]}: not so: {rule}", file=sys.stderr)
sys.exit(1 if bad else 0)
PY
log "Kubernetes manifests valid: ${#FILES[@]} files"
