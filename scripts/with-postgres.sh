#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server.
#
#   bash scripts/with-postgres.sh npm test  (from api/ or platform/: bash ../scripts/with-postgres.sh npm test)
#
# Uses Debian's postgresql package, installing it when initdb/pg_ctl are missing. The
# cluster lives in a temporary folder, listens on a free loopback port (from 55432 up)
# and is stopped and deleted when the command ends. PostgreSQL refuses to run as root,
# so as root the cluster belongs to the postgres user.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "with-postgres: using the given TEST_DATABASE_URL" >&2
  exec "$@"
fi

find_bin() {
  local dir
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! PG_BIN="$(find_bin)"; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL is not installed and installing it needs root (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "with-postgres: installing Debian's postgresql package" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_bin)" || { echo "with-postgres: postgresql installed but initdb not found" >&2; exit 1; }
fi

WORK="$(mktemp -d /tmp/tabula-pg.XXXXXX)"
chmod 755 "$WORK"
as_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  chown postgres: "$WORK"
  as_owner() { runuser -u postgres -- "$@"; }
fi

PORT=55432
while (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_owner "$PG_BIN/initdb" -D "$WORK/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$WORK/initdb.log" 2>&1 ||
  { cat "$WORK/initdb.log" >&2; exit 1; }
# Durability is pointless for a throw-away test database; speed is not.
as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/pg_ctl" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
