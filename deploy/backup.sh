#!/usr/bin/env bash
# Backs up the Qilin PostgreSQL database with pg_dump (custom format: compressed, restorable table by
# table). A consistent snapshot: pg_dump reads everything in one transaction while the apps keep
# running. Point it at the read replica to keep the load off the primary (deploy/README.md).
#
#   DATABASE_URL=postgres://qilin:…@primary-or-replica:5432/qilin deploy/backup.sh [file]
#
# Prints the file it wrote; the default name carries the UTC time. pg_dump must be the server's
# major version or newer.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
out="${1:-qilin-$(date -u +%Y%m%dT%H%M%SZ).dump}"
partial="${out}.partial"
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$partial" "$DATABASE_URL"
# An unreadable archive fails here, not on the day it is needed.
pg_restore --list "$partial" >/dev/null
mv "$partial" "$out"
echo "$out"
