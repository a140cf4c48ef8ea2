#!/usr/bin/env bash
# Restores a deploy/backup.sh dump into an EMPTY database, in one transaction (all or nothing).
#
#   createdb -h HOST -U USER qilin_restored
#   DATABASE_URL=postgres://USER@HOST:5432/qilin_restored deploy/restore.sh qilin-20261126T040000Z.dump
#   DATABASE_URL=postgres://USER@HOST:5432/qilin_restored npm run reconcile   # must say "ledger reconciled"
#
# It refuses a database that already has tables: restoring over live data is never what you want.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
dump="${1:?usage: restore.sh <dump file>}"
[ -r "$dump" ] || { echo "restore: cannot read $dump" >&2; exit 2; }

tables="$(psql "$DATABASE_URL" --no-psqlrc --tuples-only --no-align --quiet \
  --command="select count(*) from pg_tables where schemaname = 'public'")"
if [ "$tables" != "0" ]; then
  echo "restore: the target database already has $tables table(s); restore into a new, empty database" >&2
  exit 1
fi

pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$DATABASE_URL" "$dump"
echo "restored $dump; now check it: DATABASE_URL=… npm run reconcile"
