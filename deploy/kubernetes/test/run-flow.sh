#!/usr/bin/env bash
# run.sh against fake-kubectl: the run id reaches both Jobs' names and pods, a taken or malformed id is refused, the
# wait ends when the shards' Job failed (not at its timeout), and the merge starts only once no shard pod runs.
# Usage: run-flow.sh PYTHON   (a Python with PyYAML, for check_manifests.py)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
python=$1
work="$(mktemp -d)"
trap '[ -n "${KEEP_WORK:-}" ] || rm -rf "$work"' EXIT
REAL_KUBECTL="$(command -v kubectl)"
export KUBECTL="$here/fake-kubectl" REAL_KUBECTL DBBENCH_POLL_SECONDS=0 DBBENCH_TIMEOUT=60
fail() { echo "run-flow: $*" >&2; exit 1; }

# A run whose shards' Job failed: the merge still runs, once the last shard pod has stopped; exit code 1.
export FAKE="$work/a"; mkdir "$FAKE"
rc=0; DBBENCH_RUN_ID=t1 "$here/../run.sh" "$here/../base" 2>"$work/a.log" || rc=$?
[ "$rc" = 1 ] || fail "a run with a failed shard exits $rc, not 1: $(cat "$work/a.log")"
grep -q 'shards: Failed (3 succeeded, 1 failed, failed shards: 2)' "$work/a.log" || fail "no shards' outcome: $(cat "$work/a.log")"
"$python" "$here/check_manifests.py" "$FAKE/applied.yaml" --run t1 || fail "the applied manifests break a rule"
grep -q 'name: dbbench-merge-t1$' "$FAKE/applied.yaml" || fail "the merge Job is not dbbench-merge-t1"
patched="$(grep -n '^patch ' "$FAKE/calls" | cut -d: -f1)"
last_running="$(grep -n 'role=shard --field-selector' "$FAKE/calls" | tail -n 1 | cut -d: -f1)"
[ -n "$patched" ] && [ "$patched" -gt "$last_running" ] || fail "the merge was resumed while a shard pod still ran"
[ "$(grep -c 'role=shard --field-selector' "$FAKE/calls")" -ge 2 ] || fail "the merge did not wait for the stopping pod"

# A run id that is taken, or no DNS label: refused before anything is applied, exit code 2.
export FAKE="$work/b"; mkdir "$FAKE"
rc=0; FAKE_EXISTING=1 DBBENCH_RUN_ID=t1 "$here/../run.sh" "$here/../base" 2>"$work/b.log" || rc=$?
[ "$rc" = 2 ] && grep -q 'run t1 exists already' "$work/b.log" || fail "a taken run id: exit $rc: $(cat "$work/b.log")"
rc=0; DBBENCH_RUN_ID=Nightly_1 "$here/../run.sh" "$here/../base" 2>"$work/c.log" || rc=$?
[ "$rc" = 2 ] && grep -q 'DBBENCH_RUN_ID=Nightly_1 is not a run id' "$work/c.log" || fail "a malformed run id: exit $rc"
! grep -q '^apply' "$FAKE/calls" || fail "a refused run applied something"

# Without a merge Job (overlays/kubectl-cp): each shard's folder is copied once its run has ended.
export FAKE="$work/d"; mkdir "$FAKE"
rc=0; FAKE_NO_MERGE=1 DBBENCH_RUN_ID=t2 DBBENCH_COPY_TO="$work/copied" "$here/../run.sh" "$here/../overlays/kubectl-cp" \
  2>"$work/d.log" || rc=$?
[ "$rc" = 0 ] || fail "a kubectl-cp run exits $rc: $(cat "$work/d.log")"
[ -d "$work/copied/dbbench-shards-t2-0-aaaaa/shard-0" ] && [ -d "$work/copied/dbbench-shards-t2-1-bbbbb/shard-0" ] ||
  fail "the shards' folders were not copied: $(cat "$FAKE/calls")"
grep -q "merge $work/copied/\*/shard-\*" "$work/d.log" || fail "no merge command shown: $(cat "$work/d.log")"
echo "run-flow: ok" >&2
