#!/usr/bin/env bash
# newest_java [MIN]: prints the java binary of the newest JDK on this machine whose feature release is
# at least MIN (default 17), looking at $JAVA_HOME, /usr/lib/jvm/* and the java on PATH; prints nothing
# when there is none. Reads each JDK's `release` file instead of starting a JVM per candidate.
# shellcheck shell=bash

_java_feature() { # JDK home -> feature release, e.g. 25, or nothing
  local v
  v="$(sed -n 's/^JAVA_VERSION="\([0-9][0-9]*\).*/\1/p' "$1/release" 2>/dev/null | head -n 1)"
  [ "$v" = 1 ] && v="$(sed -n 's/^JAVA_VERSION="1\.\([0-9][0-9]*\).*/\1/p' "$1/release" | head -n 1)"
  printf '%s' "$v"
}

newest_java() {
  local min="${1:-17}" best="" best_v=0 home v path_java
  path_java="$(command -v java 2>/dev/null || true)"
  for home in ${JAVA_HOME:+"$JAVA_HOME"} /usr/lib/jvm/* ${path_java:+"$(dirname "$(dirname "$(readlink -f "$path_java")")")"}; do
    [ -x "$home/bin/java" ] || continue
    v="$(_java_feature "$home")"
    [ -n "$v" ] || continue
    if [ "$v" -ge "$min" ] && [ "$v" -gt "$best_v" ]; then
      best="$home/bin/java"
      best_v="$v"
    fi
  done
  printf '%s' "$best"
}
