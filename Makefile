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

serve: install
	$(BIN)/advisor serve

test: install-test
	bash .ci/test.sh
