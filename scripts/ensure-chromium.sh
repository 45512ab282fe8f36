#!/usr/bin/env bash
# The browser suite runs in Debian's Chromium; no test tool may download its own browser here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "[test] installing Debian's chromium package"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
