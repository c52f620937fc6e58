#!/bin/bash
# The image's entrypoint: dbbench with the arguments given, through bin/dbbench, which picks the JVM's options.
#
# Kubernetes stops a pod with SIGTERM to its first process, and dbbench answers SIGTERM by closing the interval in
# progress, writing every result and exiting 130 (stability: 0). So the JVM must be that process: this shell and
# bin/dbbench each hand theirs on with exec. A shell left in between as process 1 would ignore SIGTERM for it, and the
# JVM would die by SIGKILL when the grace period ends, its last interval and its summary lost.
#
# DBBENCH_KEEP_SECONDS=N keeps the container up N seconds after dbbench ended, so that its results can be copied out
# of a volume that dies with the pod (kubectl cp). The shell then stays, passes SIGTERM and SIGINT on to the JVM
# while it runs, and ends the wait at once on SIGTERM; the container's exit code is dbbench's.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
launcher="$here/bin/dbbench"
keep="${DBBENCH_KEEP_SECONDS:-0}"
if ! [[ "$keep" =~ ^[0-9]+$ ]]; then
  echo "error: DBBENCH_KEEP_SECONDS=$keep is not a number of seconds; give one, e.g. 900, or 0 not to wait" >&2
  exit 2
fi
if [ "$keep" = 0 ]; then
  exec "$launcher" "$@"
fi

stopping=no
"$launcher" "$@" &
pid=$!
# A background job of a script starts with SIGINT ignored, so the JVM is asked to stop with SIGTERM either way.
trap 'stopping=yes; kill -TERM "$pid" 2>/dev/null || true' TERM INT
# wait returns early when a trapped signal arrives, so it is repeated until the JVM has ended; bash keeps the exit
# status of its ended children, which the last wait returns.
while kill -0 "$pid" 2>/dev/null; do
  wait "$pid" || true
done
rc=0
wait "$pid" || rc=$?
if [ "$stopping" = yes ]; then
  exit "$rc"
fi
echo "dbbench ended with exit code $rc; keeping the container up ${keep}s to copy the results" \
  "(delete the pod to end sooner)" >&2
sleep "$keep" &
trap 'kill -TERM $! 2>/dev/null || true' TERM INT
wait $! || true
exit "$rc"
