#!/usr/bin/env bash
# npm run test:contract: the API against its own OpenAPI document.
#
# Schemathesis (every operation, all checks, stateful) when it is installed or pip can install it;
# otherwise, as on machines without PyPI, the Node contract check of api/src/testing/contract-check.ts,
# which proves the same classes: undocumented methods answer 405, every status and body of a fuzzed
# sample is documented, and the document's patterns refuse exactly what the server refuses.
set -euo pipefail
cd "$(dirname "$0")/.."

schemathesis_bin() {
  command -v schemathesis 2>/dev/null && return 0
  command -v st 2>/dev/null && return 0
  [ -x "$HOME/.local/bin/schemathesis" ] && echo "$HOME/.local/bin/schemathesis" && return 0
  return 1
}

if ! ST="$(schemathesis_bin)"; then
  echo "[contract] Schemathesis is not installed; trying pip" >&2
  if timeout 120 python3 -m pip install --user --quiet schemathesis >/dev/null 2>&1; then
    ST="$(schemathesis_bin)" || ST=""
  else
    ST=""
  fi
fi

if [ -z "$ST" ]; then
  echo "[contract] Schemathesis cannot be installed here (no PyPI); running the Node contract check" >&2
  exec node --import tsx api/scripts/contract-check.ts
fi

PORT=8199
while (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
TOKEN="contract-$RANDOM$RANDOM"
PORT="$PORT" DATA_DIR=memory OPS_TOKEN="$TOKEN" LOG=0 node --import tsx platform/src/main.ts >/tmp/tabula-contract-api.log 2>&1 &
API=$!
trap 'kill "$API" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
"$ST" run "http://127.0.0.1:$PORT/api/docs/json" --checks all --header "x-ops-token: $TOKEN" --max-examples 25
