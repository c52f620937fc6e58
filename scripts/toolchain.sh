#!/usr/bin/env bash
# Installs what building dbbench needs when it is missing: a JDK 17 (Debian package). Maven itself comes
# from ./mvnw, which downloads the version pinned in .mvn/wrapper/maven-wrapper.properties.
# Sourced by build.sh and test.sh so that JAVA_HOME/PATH point at the JDK 17 afterwards.
# shellcheck shell=bash
_tc_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$_tc_dir/lib-setup.sh"
_tc_arch="$(dpkg --print-architecture 2>/dev/null || echo amd64)"
if ! command -v javac >/dev/null 2>&1 && [ ! -x "/usr/lib/jvm/java-17-openjdk-$_tc_arch/bin/javac" ]; then
  require_root
  apt_install openjdk-17-jdk-headless
fi
# The wrapper checks the SHA-256 of Maven's .zip; without unzip it would fetch the .tar.gz and fail that check.
if ! command -v unzip >/dev/null 2>&1; then
  require_root
  apt_install unzip
fi
if [ -d "/usr/lib/jvm/java-17-openjdk-$_tc_arch" ]; then
  export JAVA_HOME="/usr/lib/jvm/java-17-openjdk-$_tc_arch"
  export PATH="$JAVA_HOME/bin:$PATH"
fi
