#!/usr/bin/env bash
# Every test of the repo: types, unit and integration suites, the API on both databases,
# then the browser suite against the production composition.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { echo; echo "=== $*"; }

step "system packages"
bash scripts/ensure-chromium.sh

step "type checks"
npm run typecheck

step "jest: shared, shell and remotes"
for ws in shared shell mfe-menu mfe-tab mfe-checkout mfe-hotel; do
  npm test -w "$ws" -- --ci
done

step "api on PGlite and on PostgreSQL (installed and started on loopback when missing)"
npm run test:pg -w api

step "production builds"
node scripts/build.mjs

step "browser suite (Debian Chromium)"
npm test -w e2e
