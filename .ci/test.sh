#!/usr/bin/env bash
# Starts the services the tests need (PostgreSQL), then runs pytest. Called by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${VENV:-.venv}/bin

if [ -f .ci/postgres.sh ] && [ -z "${ADVISOR_TEST_POSTGRES_URL:-}" ]; then
  # shellcheck source=/dev/null
  source .ci/postgres.sh
  advisor_pg_start
  trap advisor_pg_stop EXIT
fi

"$BIN/pytest" -q "$@"
