# tokaido_nb: the README's two commands, `make lab` and `make test`, each doing its own set-up.
#
#   make lab     create .venv, install the package with JupyterLab, open the lessons
#   make test    create .venv, install everything the tests need, run the whole suite
#
# Helpers for contributors (see tests/README.md): `make record` re-runs notebooks and stores their
# outputs; `make lint`, `make notebooks` and `make unit` are the parts of `make test` (which runs
# the last two as one pytest run); `make conformance` rebuilds the bundled real games from the
# shared folder; `make chromium` installs Debian's Chromium for the browser test; `make clean`.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
# The browser test's Chromium (tests/browser/conftest.py reads the same variable).
export TOKAIDO_CHROMIUM ?= /usr/bin/chromium
LAB_ARGS ?=
NB ?= notebooks/*.ipynb
# The tests run on pytest-xdist workers (the machine's two cores; `WORKERS=0` runs them in one
# process), shared out module by module: a notebook's cells share one kernel and a browser
# module its JupyterLab. tests/conftest.py orders the modules, the longest first.
WORKERS ?= 2
XDIST := -n $(WORKERS) --dist loadscope --no-loadscope-reorder
NBVAL := --nbval --nbval-current-env --nbval-sanitize-with tests/nbval_sanitize.cfg

# Notebook outputs and nbval comparisons need a fixed hash seed (set order in printed output).
export PYTHONHASHSEED := 0

ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: help lab test lint unit notebooks record conformance chromium clean

help:
	@sed -n '1,/^$$/p' Makefile

# --- the environment ------------------------------------------------------------------------

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	    { echo "tokaido_nb needs Python 3.11 or newer; $(PYTHON) is older." >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# One stamp per set of extras; each is redone when pyproject.toml changes.
$(VENV)/.installed-lab: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[lab]'
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

# Debian's Chromium for the real-browser test. Without root it is left out, and the browser
# test is skipped with that reason (under CI=true it fails instead).
chromium:
	@if [ -x "$(TOKAIDO_CHROMIUM)" ]; then \
	    :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's Chromium for the browser test..."; \
	    apt-get -o DPkg::Lock::Timeout=300 update -qq; \
	    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
	        chromium fonts-dejavu-core >/dev/null; \
	else \
	    echo "Chromium is missing and cannot be installed here (needs root and apt-get):"; \
	    echo "the browser test will be skipped."; \
	fi

# --- the README's two commands --------------------------------------------------------------

lab: $(VENV)/.installed-lab
	$(BIN)/python -m jupyterlab --ServerApp.root_dir=notebooks $(ROOT_FLAG) $(LAB_ARGS)

# One pytest run for the notebooks (nbval) and everything else, so that both cores stay busy
# to the end; `make notebooks` and `make unit` run its two halves on their own.
test: lint chromium
	$(BIN)/python -m pytest $(NBVAL) $(XDIST) notebooks tests tokaido_nb

# --- the parts of `make test` ---------------------------------------------------------------

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

# Every notebook, top to bottom in a fresh kernel, outputs compared with the stored ones.
notebooks: $(VENV)/.installed-test
	$(BIN)/python -m pytest $(NBVAL) $(XDIST) notebooks

# Unit tests, doctests, the Binder checks and the real-browser check (pyproject's testpaths).
unit: $(VENV)/.installed-test chromium
	$(BIN)/python -m pytest $(XDIST)

# Re-run notebooks in a fresh kernel and store their outputs (after editing a notebook):
# `make record` for all of them, `make record NB=notebooks/05_villages.ipynb` for one.
# Widget state is not stored: it is large, changes on every run, and nothing needs it.
record: $(VENV)/.installed-test
	$(BIN)/python -m jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.store_widget_state=False $(NB)

# Rebuild tests/data/conformance/ (the real games kept in the repository) from the shared
# conformance folder beside the repository, after that folder changes.
conformance: $(VENV)/.installed-test
	$(BIN)/python -m tests.record.bundles

clean:
	rm -rf $(VENV) artifacts .pytest_cache .ruff_cache .hypothesis
