#!/usr/bin/env bash
# Installs what building dbbench needs when it is missing: a JDK 17 and Maven (Debian packages).
# Sourced by build.sh and test.sh so that JAVA_HOME/PATH point at the JDK 17 afterwards.
# shellcheck shell=bash
_tc_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$_tc_dir/lib-setup.sh"
if ! command -v mvn >/dev/null 2>&1 || ! command -v javac >/dev/null 2>&1; then
  require_root
  apt_install openjdk-17-jdk-headless maven
fi
_tc_arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
if [ -d "/usr/lib/jvm/java-17-openjdk-$_tc_arch" ]; then
  export JAVA_HOME="/usr/lib/jvm/java-17-openjdk-$_tc_arch"
  export PATH="$JAVA_HOME/bin:$PATH"
fi
