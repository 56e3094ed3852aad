#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 (a free port, or PGPORT) from
# Debian's packages (installing them when missing) and prints the URL the
# test suite takes as TEST_DATABASE_URL. Used by .ci/run.
set -euo pipefail
# A free port unless PGPORT says otherwise: a leftover server must not collide.
port="${PGPORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
dir=$(mktemp -d /tmp/catedra-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
as_postgres "'$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync -E UTF8 >/dev/null"
as_postgres "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=on\" -l '$dir/log' -w start >/dev/null"
echo "postgres://postgres@127.0.0.1:$port/postgres"
