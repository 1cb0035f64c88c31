#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests: installed from Debian packages when missing,
# started on a free local port with a random password, removed afterwards.
#
# Run a command against it (stopped and removed when the command ends, whatever happens):
#   .ci/postgres.sh run -- python -m pytest tests/test_sessions.py
# Or source it and manage the cluster yourself:
#   . .ci/postgres.sh; advisor_pg_start; trap advisor_pg_stop EXIT
# Either way ADVISOR_TEST_POSTGRES_URL (postgresql+asyncpg://…) is exported and printed.
# Start one and leave it running (prints `export …` lines to eval; stop with `stop ROOT`):
#   eval "$(.ci/postgres.sh start)"; …; .ci/postgres.sh stop "$ADVISOR_PG_ROOT"

_advisor_pg_log() { echo "postgres.sh: $*" >&2; }

_advisor_pg_bin() {
    local dir
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
    done
    return 1
}

_advisor_pg_install() {
    _advisor_pg_bin >/dev/null && return 0
    if [ "$(id -u)" != 0 ]; then
        _advisor_pg_log "PostgreSQL is not installed and installing it needs root"; return 1
    fi
    _advisor_pg_log "installing PostgreSQL from Debian packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y --no-install-recommends postgresql >/dev/null 2>&1 || {
        apt-get update >/dev/null && apt-get install -y --no-install-recommends postgresql >/dev/null
    } || { _advisor_pg_log "apt-get install postgresql failed"; return 1; }
    _advisor_pg_bin >/dev/null
}

# Run a PostgreSQL tool as the cluster owner: `postgres` when we are root (initdb refuses
# to run as root), ourselves otherwise. From / so that user can enter the directory.
_advisor_pg_as_owner() {
    if [ "$(id -u)" = 0 ]; then (cd / && runuser -u postgres -- "$@"); else "$@"; fi
}

_advisor_pg_free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

advisor_pg_start() {
    _advisor_pg_install || return 1
    local bin port root password pwfile
    bin=$(_advisor_pg_bin)
    port=${ADVISOR_PG_PORT:-$(_advisor_pg_free_port)}
    root=$(mktemp -d /tmp/advisor-pg.XXXXXX)
    password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
    chmod 0755 "$root"
    if [ "$(id -u)" = 0 ]; then
        install -d -m 0700 -o postgres -g postgres "$root/data"
        chown postgres:postgres "$root"
    else
        install -d -m 0700 "$root/data"
    fi
    # Without -E UTF8 initdb picks SQL_ASCII when LANG is unset; without scram on host
    # connections any password would be accepted and the test URL would prove nothing.
    _advisor_pg_as_owner "$bin/initdb" -D "$root/data" -U postgres -E UTF8 --locale=C.UTF-8 \
        --auth-local=trust --auth-host=scram-sha-256 >"$root/initdb.log" 2>&1 || {
        _advisor_pg_log "initdb failed:"; cat "$root/initdb.log" >&2; return 1; }
    # fsync=off: a test cluster is thrown away, so crash safety is not worth the time.
    _advisor_pg_as_owner "$bin/pg_ctl" -D "$root/data" -l "$root/server.log" -w -t 30 \
        -o "-p $port -k $root -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || {
        _advisor_pg_log "server did not start:"; cat "$root/server.log" >&2; return 1; }
    "$bin/pg_isready" -q -h 127.0.0.1 -p "$port" -t 30 || {
        _advisor_pg_log "server is not accepting connections"; return 1; }
    _advisor_pg_as_owner "$bin/psql" -q -v ON_ERROR_STOP=1 -h "$root" -p "$port" -U postgres \
        -d postgres >/dev/null <<SQL || { _advisor_pg_log "creating the role failed"; return 1; }
CREATE ROLE advisor LOGIN PASSWORD '$password';
CREATE DATABASE advisor OWNER advisor ENCODING 'UTF8';
SQL
    export ADVISOR_PG_ROOT="$root" ADVISOR_PG_BIN="$bin"
    export ADVISOR_TEST_POSTGRES_URL="postgresql+asyncpg://advisor:$password@127.0.0.1:$port/advisor"
    _advisor_pg_log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') up on 127.0.0.1:$port ($root)"
    echo "ADVISOR_TEST_POSTGRES_URL=$ADVISOR_TEST_POSTGRES_URL"
}

advisor_pg_stop() {
    local root=${1:-${ADVISOR_PG_ROOT:-}} bin
    [ -n "$root" ] && [ -d "$root" ] || return 0
    bin=${ADVISOR_PG_BIN:-$(_advisor_pg_bin)}
    if [ -f "$root/data/postmaster.pid" ]; then
        _advisor_pg_as_owner "$bin/pg_ctl" -D "$root/data" -m fast -w stop >/dev/null 2>&1 ||
            _advisor_pg_log "pg_ctl stop failed; see $root/server.log"
    fi
    rm -rf "$root"
    [ "$root" = "${ADVISOR_PG_ROOT:-}" ] && unset ADVISOR_PG_ROOT ADVISOR_TEST_POSTGRES_URL
    return 0
}

# Executed (not sourced): act on the sub-command.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -euo pipefail
    case "${1:-}" in
        run)
            shift; [ "${1:-}" = "--" ] && shift
            [ $# -gt 0 ] || { echo "usage: $0 run -- COMMAND [ARGS…]" >&2; exit 2; }
            trap advisor_pg_stop EXIT
            trap 'exit 130' INT TERM
            advisor_pg_start >/dev/null
            "$@"
            ;;
        start)
            advisor_pg_start >/dev/null
            echo "export ADVISOR_TEST_POSTGRES_URL='$ADVISOR_TEST_POSTGRES_URL'"
            echo "export ADVISOR_PG_ROOT='$ADVISOR_PG_ROOT'"
            ;;
        stop)
            [ $# -ge 2 ] || { echo "usage: $0 stop ROOT" >&2; exit 2; }
            advisor_pg_stop "$2"
            ;;
        *)
            echo "usage: $0 run -- COMMAND… | start | stop ROOT   (or source it)" >&2; exit 2
            ;;
    esac
fi
