#!/usr/bin/env bash
# Starts one sharded run on Kubernetes and sees it to its end: a new run id, the shards, the wait for their end
# (completed or failed), then the merge of exactly that run's folders.
#
# Usage: deploy/kubernetes/run.sh [DIR]
#   DIR              the kustomization to apply (default: deploy/kubernetes/base), e.g. an overlay of your own
#   DBBENCH_RUN_ID   the run's id (default: the time in UTC, 20261128-153000): lower-case letters, digits and '-'
#   DBBENCH_TIMEOUT  seconds to wait for the shards, and again for the merge (default 86400)
#   DBBENCH_COPY_TO  where the results are copied to when DIR has no merge Job (overlays/kubectl-cp;
#                    default results/<run id>)
#   KUBECTL          the kubectl command, e.g. "kubectl --context bench -n dbbench" (default kubectl)
#
# Every run gets its own Jobs (dbbench-shards-<run id>, dbbench-merge-<run id>) and its own folder on the results
# volume, /results/<run id>/: the id is the label dbbench.dev/run on the Jobs and their pods, which the shards read
# as --run-id. The merge Job is created suspended with the shards and resumed once their Job has ended and none of its
# pods runs any more, whether the shards completed or some failed: the merge shows what the others measured.
# Exit codes: 0 the shards and the merge completed; 1 a shard or the merge failed or did not end in time;
# 2 bad usage (a run id that is taken or malformed, DIR without a kustomization).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
read -r -a kubectl <<<"${KUBECTL:-kubectl}"
dir="${1:-$here/base}"
run="${DBBENCH_RUN_ID:-$(date -u +%Y%m%d-%H%M%S)}"
timeout="${DBBENCH_TIMEOUT:-86400}"
poll="${DBBENCH_POLL_SECONDS:-10}"

say() { printf 'dbbench-run: %s\n' "$*" >&2; }
usage() { printf 'error: %s\n' "$*" >&2; exit 2; }

[ -f "$dir/kustomization.yaml" ] || [ -f "$dir/kustomization.yml" ] || [ -f "$dir/Kustomization" ] ||
  usage "$dir holds no kustomization.yaml; give deploy/kubernetes/base, an overlay, or a kustomization of your own"
# A Job's name becomes a label value and, with the shard's index, each pod's host name: both at most 63 characters.
[[ "$run" =~ ^[a-z0-9]([-a-z0-9]{0,38}[a-z0-9])?$ ]] ||
  usage "DBBENCH_RUN_ID=$run is not a run id; give at most 40 lower-case letters, digits and '-', e.g. nightly-1"
[[ "$timeout" =~ ^[0-9]+$ ]] || usage "DBBENCH_TIMEOUT=$timeout is not a number of seconds; give e.g. 7200"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Kustomize takes a directory outside the kustomization only by a relative path.
up="$(cd "$work" && pwd -P | sed 's#[^/][^/]*#..#g; s#^/##')"
abs="$(cd "$dir" && pwd -P)"
cat >"$work/kustomization.yaml" <<EOF
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - $up$abs
transformers:
  - |-
    apiVersion: builtin
    kind: PrefixSuffixTransformer
    metadata:
      name: dbbench-run-name
    suffix: -$run
    fieldSpecs:
      - kind: Job
        path: metadata/name
  - |-
    apiVersion: builtin
    kind: LabelTransformer
    metadata:
      name: dbbench-run-label
    labels:
      dbbench.dev/run: $run
    fieldSpecs:
      - kind: Job
        path: metadata/labels
        create: true
      - kind: Job
        path: spec/template/metadata/labels
        create: true
EOF
"${kubectl[@]}" kustomize "$work" >"$work/run.yaml"

jobs_of() { "${kubectl[@]}" get jobs -l "dbbench.dev/run=$run${1:+,app.kubernetes.io/component=$1}" -o name; }
taken="$(jobs_of "" | paste -sd ' ')"
[ -z "$taken" ] || usage "run $run exists already ($taken); give a new DBBENCH_RUN_ID, or leave it unset"

"${kubectl[@]}" apply -f "$work/run.yaml" >&2
shards="$(jobs_of shards)"
merge="$(jobs_of merge)"
[ -n "$shards" ] || usage "$dir has no Job labelled app.kubernetes.io/component=shards"
say "run $run started: $shards"

# conditions JOB -> the types of its true conditions, e.g. "Complete" or "FailureTarget Failed".
conditions() {
  "${kubectl[@]}" get "$1" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}'
}
# running_pods ROLE -> the run's pods of that role that still run (a pod being stopped runs until it has stopped).
running_pods() {
  "${kubectl[@]}" get pods -l "dbbench.dev/run=$run,dbbench.dev/role=$1" --field-selector=status.phase=Running -o name
}
# await JOB -> waits until it has completed or failed and none of its pods runs; prints Complete or Failed.
# `kubectl wait --for=condition=complete` would wait out its timeout when the Job failed.
await() {
  local job=$1 role=$2 deadline=$((SECONDS + timeout)) state
  while :; do
    state="$(conditions "$job")"
    case " $state " in
      *" Complete "*) state=Complete ;;
      *" Failed "*) state=Failed ;;
      *) state="" ;;
    esac
    if [ -n "$state" ] && [ -z "$(running_pods "$role")" ]; then
      echo "$state"
      return 0
    fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      say "$job has not ended after ${timeout}s; it goes on: ${kubectl[*]} get $job"
      echo Timeout
      return 0
    fi
    sleep "$poll"
  done
}

rc=0
if [ -z "$merge" ]; then
  # No shared volume: each shard keeps its folder for DBBENCH_KEEP_SECONDS after its run (overlays/kubectl-cp).
  dest="${DBBENCH_COPY_TO:-results/$run}"
  deadline=$((SECONDS + timeout))
  shard_count="$("${kubectl[@]}" get "$shards" -o jsonpath='{.spec.completions}')"
  say "no merge Job: copying each shard's folder into $dest once its run has ended"
  handled=" "
  while [ "$(wc -w <<<"$handled")" -lt "$shard_count" ]; do
    for pod in $("${kubectl[@]}" get pods -l "dbbench.dev/run=$run,dbbench.dev/role=shard" -o name); do
      case "$handled" in *" $pod "*) continue ;; esac
      if "${kubectl[@]}" logs "$pod" --tail=5 2>/dev/null | grep -q 'keeping the container up'; then
        mkdir -p "$dest"
        "${kubectl[@]}" cp "${pod#pod/}:/results/$run" "$dest/${pod#pod/}" >&2 || rc=1
        handled="$handled$pod "
      elif [[ "$("${kubectl[@]}" get "$pod" -o jsonpath='{.status.phase}')" =~ ^(Succeeded|Failed)$ ]]; then
        say "$pod ended before its results could be copied"
        rc=1
        handled="$handled$pod "
      fi
    done
    [ "$(wc -w <<<"$handled")" -lt "$shard_count" ] || break
    [ "$SECONDS" -lt "$deadline" ] || { say "not every shard had ended after ${timeout}s"; exit 1; }
    sleep "$poll"
  done
  say "merge them: bin/dbbench merge $dest/*/shard-* --out $dest/merged"
  exit "$rc"
fi

state="$(await "$shards" shard)"
IFS=/ read -r ok failed which < <("${kubectl[@]}" get "$shards" \
  -o jsonpath='{.status.succeeded}/{.status.failed}/{.status.failedIndexes}{"\n"}')
say "shards: $state (${ok:-0} succeeded, ${failed:-0} failed${which:+, failed shards: $which})"
[ "$state" = Complete ] || rc=1
[ "$state" != Timeout ] || exit 1

"${kubectl[@]}" patch "$merge" --type=merge -p '{"spec":{"suspend":false}}' >&2
state="$(await "$merge" merge)"
"${kubectl[@]}" logs "$merge" --tail=1 >&2 || true
say "merge: $state; the merged result is /results/$run/merged on the results volume"
[ "$state" = Complete ] || rc=1
exit "$rc"
