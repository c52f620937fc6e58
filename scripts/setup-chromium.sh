#!/usr/bin/env bash
# Installs what the report tests need to draw and look at the reports:
#   * Debian's headless Chromium (package `chromium`), which opens every kind of HTML report
#     (HtmlReportsInChromiumIT) and keeps a screenshot of each;
#   * a font (fonts-dejavu-core), which the png format needs to draw text on its charts headless.
# Idempotent; runs as root. A machine where Chromium cannot be installed only skips that test.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/lib-setup.sh
. "$HERE/lib-setup.sh"

require_root

if pkg_installed fonts-dejavu-core; then
  log "fonts-dejavu-core already installed"
else
  apt_install fonts-dejavu-core
fi

if command -v chromium >/dev/null 2>&1; then
  log "chromium already installed"
else
  apt_install chromium
fi

command -v chromium >/dev/null 2>&1 || die "chromium is still missing after install"
log "$(chromium --version 2>/dev/null | head -1)"
