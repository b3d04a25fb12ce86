#!/usr/bin/env bash
# Restore drill: proves a backup of Salahkar's database can be restored and served.
#
#   tools/ops/restore-drill.sh [postgres://user@host:port/any-database]
#
# On the PostgreSQL server of that URL (default: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
# it makes a small database of its own (the server migrates it and seeds the demo data), reads a
# professional's public profile from the running server, backs the database up with
# `pg_dump --format=custom`, restores the dump into a second fresh database with `pg_restore`,
# compares every table's row count, starts the production build on the restored copy and reads
# the same profile: the answer must be byte for byte the one read before the backup. Both
# databases are dropped at the end, whatever happened; no other database is touched.
# Needs pg_dump/pg_restore of the server's major version, curl and a built server (npm run build
# builds it; this runs the bundle apps/server/build keeps up to date).
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
server_url="${1:-${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}}"
run_id="$(date +%s)_$$"
source_db="salahkar_drill_source_${run_id}"
restored_db="salahkar_drill_restored_${run_id}"
work="$(mktemp -d)"
server_pid=""

database_url() { # the server URL with another database name
  node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' \
    "$server_url" "$1"
}
step() { printf '%s  %s\n' "$(date -u +%H:%M:%S)" "$*"; }
fail() {
  printf 'restore drill FAILED: %s\n' "$*" >&2
  exit 1
}

stop_server() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid"
    wait "$server_pid" || true
  fi
  server_pid=""
}
cleanup() {
  stop_server
  psql "$server_url" -qAtc "drop database if exists \"$source_db\" with (force)" >/dev/null 2>&1 || true
  psql "$server_url" -qAtc "drop database if exists \"$restored_db\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# The production bundle on a free port, with a data dir and a one-page web app of its own.
start_server() { # database name, demo data (true/false)
  local port
  port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
  mkdir -p "$work/data" "$work/web"
  echo '<!doctype html><title>restore drill</title>' >"$work/web/index.html"
  NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATABASE_URL="$(database_url "$1")" \
    DATA_DIR="$work/data" WEB_DIST_DIR="$work/web" SEED_DEMO_DATA="$2" DEMO_PASSWORD="drill-password-$run_id" \
    PUBLIC_URL="http://127.0.0.1:$port" JOBS_ENABLED=false LOG_LEVEL=warn \
    node --enable-source-maps --liftoff-only "$root/apps/server/dist/current/main.js" >>"$work/server.log" 2>&1 &
  server_pid=$!
  app="http://127.0.0.1:$port"
  for _ in $(seq 1 600); do
    curl -fs "$app/api/health" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  cat "$work/server.log" >&2
  fail "the server did not start on $1"
}

# Every table's row count, one "schema.table count" a line.
row_counts() {
  psql "$(database_url "$1")" -qAt -F ' ' -c "
    select table_schema || '.' || table_name,
           (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I',
             table_schema, table_name), false, true, '')))[1]::text
      from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
     order by 1"
}

node "$root/apps/server/build/build-if-changed.mjs" >/dev/null

step "creating $source_db; the server migrates it and seeds the demo data"
psql "$server_url" -qAtc "create database \"$source_db\"" >/dev/null
start_server "$source_db" true
profile_path="$(curl -fs "$app/sitemap.xml" | grep -o '/professionals/[^<]*' | sed -n 1p)" ||
  fail 'the sitemap lists no public profile'
curl -fs "$app/api$profile_path" >"$work/before.json" || fail "GET /api$profile_path before the backup"
stop_server

step "pg_dump of $source_db"
pg_dump --format=custom --no-owner --file="$work/salahkar.dump" "$(database_url "$source_db")"
step "dump: $(du -h "$work/salahkar.dump" | cut -f1); restoring into $restored_db"
psql "$server_url" -qAtc "create database \"$restored_db\"" >/dev/null
pg_restore --no-owner --exit-on-error --dbname="$(database_url "$restored_db")" "$work/salahkar.dump"

row_counts "$source_db" >"$work/source.counts"
row_counts "$restored_db" >"$work/restored.counts"
diff -u "$work/source.counts" "$work/restored.counts" || fail 'row counts differ after the restore'
step "row counts equal in $(wc -l <"$work/source.counts") tables ($(awk '{ n += $2 } END { print n }' "$work/source.counts") rows)"

step "starting the server on $restored_db"
start_server "$restored_db" false
curl -fs "$app/api$profile_path" >"$work/after.json" || fail "GET /api$profile_path after the restore"
stop_server
cmp -s "$work/before.json" "$work/after.json" ||
  fail "the restored profile differs: $(diff "$work/before.json" "$work/after.json")"
step "GET /api$profile_path from the restored database answers as before the backup"
echo 'restore drill passed'
