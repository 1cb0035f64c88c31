# Two entry points (see README): `make serve` and `make test`. Both install what they need.
PY ?= python3.11
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: serve test install install-test

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

install: $(BIN)/python
	$(BIN)/pip install --quiet -e .

# The test set-up adds the sentence-transformers backend (CPU torch, pinned) and Playwright.
install-test: $(BIN)/python
	$(BIN)/pip install --quiet -e '.[test,st,browser]'

# `make serve PORT=8080 HOST=0.0.0.0 WORKERS=2`; what is not given comes from the settings
# (ADVISOR_PORT, ADVISOR_HOST, ADVISOR_WORKERS, .env; else 127.0.0.1:8000, one worker).
serve: install
	$(BIN)/advisor serve $(if $(HOST),--host '$(HOST)') $(if $(PORT),--port '$(PORT)') $(if $(WORKERS),--workers '$(WORKERS)')

test: install-test
	bash .ci/test.sh
