#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suites (Debian's postgresql package).
#
#   source scripts/pg-test-server.sh   starts one and exports TEST_DATABASE_URL; stops it when the
#                                      sourcing shell exits (pg_test_server_stop does it by hand)
#   bash scripts/pg-test-server.sh start   starts one that outlives the command (npm test does this) and
#                                      prints TEST_DATABASE_URL=, PG_TEST_DIR= and PG_TEST_BINDIR= lines
#   bash scripts/pg-test-server.sh stop    stops it, given PG_TEST_DIR and PG_TEST_BINDIR in the environment
#
# The server runs as the unprivileged `postgres` user (initdb refuses root) from a temporary folder, on a
# free loopback port, with trust authentication for loopback only. Nothing outside the folder changes.
# Supabase's roles (anon, authenticated, service_role) are created per database by the test harness from
# supabase/embedded/bootstrap.sql, exactly as `npm run db:migrate` does on a bare server.

pg_test_server_start() {
  local bindir
  bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
    local sudo=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then sudo="sudo"; fi
    echo "Installing postgresql with apt"
    $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null || return 1
    bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  fi
  local as=()
  if [ "$(id -u)" -eq 0 ]; then as=(runuser -u postgres --); fi
  PG_TEST_DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
  chmod 700 "$PG_TEST_DIR"
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$PG_TEST_DIR"; fi
  # A free loopback port: ask the kernel for one.
  local port
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
  "${as[@]}" "$bindir/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$PG_TEST_DIR/initdb.log" 2>&1 || { cat "$PG_TEST_DIR/initdb.log"; return 1; }
  # fsync off: a throwaway server; max_connections for parallel test files and the workerd test.
  "${as[@]}" "$bindir/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
    -o "-h 127.0.0.1 -p $port -k $PG_TEST_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null || { cat "$PG_TEST_DIR/server.log"; return 1; }
  PG_TEST_BINDIR="$bindir"
  export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:$port/postgres"  # trust auth: any password (Hyperdrive's local binding insists on one)
  echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL"
}

pg_test_server_stop() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  local as=()
  if [ "$(id -u)" -eq 0 ]; then as=(runuser -u postgres --); fi
  "${as[@]}" "$PG_TEST_BINDIR/pg_ctl" -D "$PG_TEST_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=""
}

case "${BASH_SOURCE[0]}:${1:-}" in
  "$0:start")
    pg_test_server_start >&2 || exit 1
    echo "TEST_DATABASE_URL=$TEST_DATABASE_URL"
    echo "PG_TEST_DIR=$PG_TEST_DIR"
    echo "PG_TEST_BINDIR=$PG_TEST_BINDIR"
    ;;
  "$0:stop")
    pg_test_server_stop
    ;;
  *)
    pg_test_server_start && trap pg_test_server_stop EXIT
    ;;
esac
