# Entry points (see README): `make serve` and `make test` do all set-up themselves.
# `make check` is the fast gate run before every commit (and by pre-commit).
# The interpreter: the distribution's CPython 3.11 when it can make a venv (Debian builds it with
# PGO and LTO and links libpython into the binary, as the official python:3.11 images and the
# container's base do), else the first python3.11 on PATH. pyenv's default build (a shared
# libpython, no PGO) runs this service about 15% slower (bench/load.py, the two alternated).
PY ?= $(or $(shell /usr/bin/python3.11 -c 'import ensurepip, venv' >/dev/null 2>&1 && echo /usr/bin/python3.11),python3.11)
VENV ?= .venv
BIN := $(VENV)/bin
# The fast tests: no PostgreSQL, no browser, no container, no real embedder.
FAST ?= -m "not slow and not postgres"
# The fast tests run on two processes (this machine has two cores): about 45 s instead of 115 s.
FAST_WORKERS ?= 2
# Plugins the fast tests never use (the schemathesis suite is slow): not loaded, not rewritten.
FAST_PLUGINS := -p no:cacheprovider -p no:faker -p no:schemathesis
# Bytecode and pytest's rewritten test modules are cached in __pycache__ (git-ignored): a shell
# that sets PYTHONDONTWRITEBYTECODE made every run compile and rewrite ~300 test modules again in
# each worker (collection 14 s instead of 5 s).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: serve test check lint types contract fast-tests install install-dev install-test

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

install-dev: $(VENV)/.dev-installed

# Re-run only when the dependencies change, so that `make check` does not pay for pip each time.
$(VENV)/.dev-installed: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test,dev]'
	@touch $@

# The full test set-up adds the sentence-transformers backend (CPU torch, pinned) and Playwright.
install-test: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test,dev,st,browser]'

# `make serve PORT=8080 HOST=0.0.0.0 WORKERS=2`; what is not given comes from the settings
# (ADVISOR_PORT, ADVISOR_HOST, ADVISOR_WORKERS, .env; else 127.0.0.1:8000, one worker).
serve: install
	$(BIN)/advisor serve $(if $(HOST),--host '$(HOST)') $(if $(PORT),--port '$(PORT)') $(if $(WORKERS),--workers '$(WORKERS)')

test: install-test
	bash .ci/test.sh

check: install-dev
	$(MAKE) --no-print-directory lint types contract fast-tests

lint:
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# mypy reads the package through symlinks: it cannot follow the editable install's hook.
types:
	@mkdir -p .typecheck/compute_advisor
	@for d in service rules index; do ln -sfn ../../$$d .typecheck/compute_advisor/$$d; done
	$(BIN)/mypy

contract:
	$(BIN)/lint-imports

fast-tests:
	$(BIN)/pytest -q -x $(FAST_PLUGINS) -n $(FAST_WORKERS) $(FAST)
