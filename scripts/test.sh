#!/usr/bin/env bash
# Every test of the repo: types, unit and integration suites, the API on both databases,
# then the browser suite against the production composition.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { echo; echo "=== $*"; }

step "system packages"
bash scripts/ensure-chromium.sh

step "lint (boundaries between apps, hooks, effector) and its boundary cases, then the format check"
node --test scripts/lint-boundaries.test.mjs
npm run lint
npm run format:check

step "type checks"
npm run typecheck

step "jest: shared, shell, remotes and the operator's app"
# The apps come from the one remote list (remotes.json), and the operator's app beside them (scripts/lib/apps.mjs).
for ws in shared $(node --input-type=module -e "import { builtApps } from './scripts/lib/apps.mjs'; console.log(builtApps.map((app) => app.dir).join(' '))"); do
  npm test -w "$ws" -- --ci
done

step "the static server of the remote origins (node:test)"
node --test scripts/lib/

step "the venue API, then the platform hosted by it, on PGlite and on PostgreSQL (installed and started on loopback when missing)"
bash scripts/with-postgres.sh bash -c 'npm test -w api && npm test -w platform'

# The composition listens on fixed ports 8080-8084: two runs on one machine take turns.
step "production builds, then the browser suite (Debian Chromium)"
flock /tmp/tabula-e2e.lock bash -c 'node scripts/build.mjs && npm test -w e2e' 
