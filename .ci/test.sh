#!/usr/bin/env bash
# Starts what the tests need (PostgreSQL, Debian's Chromium), then runs the suites.
# Called by `make test`; extra arguments go to the main pytest run.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${VENV:-.venv}/bin

apt_install() {
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends "$@" >/dev/null
  fi
}

if [ -z "${ADVISOR_TEST_POSTGRES_URL:-}" ]; then
  # shellcheck source=/dev/null
  source .ci/postgres.sh
  advisor_pg_start
  trap advisor_pg_stop EXIT
fi

[ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "noto sans cjk" || apt_install chromium fonts-noto-cjk
if [ ! -x /usr/bin/chromium ]; then
  echo "test.sh: Debian's chromium is missing and installing it needs root; the browser suite will fail" >&2
fi

status=0
"$BIN/pytest" -q "$@" || status=$?
# Playwright and pytest-asyncio do not share one run.
"$BIN/pytest" -q tests/browser || status=$?
# The container, built and run on a throw-away engine (~3 min); full runs only. It needs
# root (apt-get, dockerd): without it the check is skipped, and said so.
if [ $# -eq 0 ] && [ "${ADVISOR_SKIP_DOCKER:-0}" != 1 ]; then
  if [ "$(id -u)" = 0 ]; then
    bash docker/verify.sh || status=$?
  else
    echo "test.sh: SKIPPED the container check (docker/verify.sh needs root to run dockerd)" >&2
  fi
fi
exit $status
