# tokaido_nb: the README's two commands, `make lab` and `make test`, each doing its own set-up.
#
#   make lab     create .venv, install the package with JupyterLab, open the lessons
#   make test    create .venv, install everything the tests need, run the whole suite
#   make site    build the browser edition (JupyterLite) into site/; serve it with
#                `python scripts/site.py serve` (standard library only)
#
# `make lab` opens your own copies of the lessons, in my_lessons/ (made on the first run, and
# ignored by git), so the originals in notebooks/ stay clean. `make fresh-lessons` starts again
# from clean copies (the old ones are kept aside); `make fresh-lessons LESSON=05_...ipynb`
# does it for one lesson. `make lab LANG=fr` (or LANG=pl) opens the French (Polish) lessons,
# my_lessons/fr/, with JupyterLab's own menus in that language.
#
# Helpers for contributors (see tests/README.md): `make catalogs` compiles the French and Polish
# catalogs (every target that needs them does it first); `make record` re-runs notebooks and stores their
# outputs; `make lint`, `make notebooks` and `make unit` are the parts of `make test` (which runs
# the last two as one pytest run); `make conformance` rebuilds the bundled real games from the
# shared folder, `make winners-facts` the winners' facts counted from them, `make puzzles` the
# puzzle set cut from them (hours); `make chromium` installs Debian's Chromium for the browser
# test; `make handouts` rebuilds the teacher's printable handouts (English, French, Polish);
# `make clean`.

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
# The learner's working copies of the lessons (see scripts/lessons.py).
LESSONS ?= my_lessons
LESSON ?=

# Notebook outputs and nbval comparisons need a fixed hash seed (set order in printed output).
export PYTHONHASHSEED := 0
# Bytecode caches are written (to __pycache__/, ignored by git) even where the environment
# turns them off: a test run starts about a hundred Python processes (kernels, workers, the
# command line), and without the caches each one compiles the package anew, and each pytest
# worker rewrites every test module's asserts anew (collection: 10 s instead of 5).
unexport PYTHONDONTWRITEBYTECODE

ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# `make lab LANG=fr`: LANG is the lessons' language here, a make variable only. The shell's
# LANG is its locale, which the recipes keep: given on the command line, LANG would otherwise
# reach every program as LANG=fr, not a locale. GNU make 4.3's $(shell) sees the environment
# make started with; a make that passes it LANG=fr leaves no locale to keep, and none is set.
ifeq ($(origin LANG),command line)
LESSONS_LANGUAGE := $(LANG)
SHELL_LOCALE := $(filter-out $(LANG),$(shell printenv LANG))
ifeq ($(SHELL_LOCALE),)
unexport LANG
else
override LANG := $(SHELL_LOCALE)
endif
else
LESSONS_LANGUAGE := en
endif
ifneq ($(filter lab,$(MAKECMDGOALS)),)
ifeq ($(filter en fr pl,$(LESSONS_LANGUAGE)),)
$(error make lab LANG=$(LESSONS_LANGUAGE): the lessons are in en, fr or pl (e.g. LANG=fr))
endif
endif
# JupyterLab's locale for each lessons' language (scripts/lab_settings.py --locale).
LAB_LOCALE := $(patsubst fr,fr_FR,$(patsubst pl,pl_PL,$(LESSONS_LANGUAGE)))

.PHONY: help lab lessons fresh-lessons test lint unit notebooks record handouts translations conformance \
	winners-facts puzzles chromium node site clean catalogs

help:
	@sed -n '1,/^$$/p' Makefile

# --- the environment ------------------------------------------------------------------------

# The packages go in with uv (installed into .venv by pip): it fetches and unpacks them in
# parallel, so a fresh .venv with the test extra takes about 5 s instead of about 30 s with pip
# alone. pip is kept up to date in .venv too: the Binder check asks it to resolve binder/.
UV := $(BIN)/uv pip install --quiet --python $(BIN)/python

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	    { echo "tokaido_nb needs Python 3.11 or newer; $(PYTHON) is older." >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip 'uv==0.13.9'

# One stamp per set of extras; each is redone when pyproject.toml changes.
$(VENV)/.installed-lab: pyproject.toml | $(BIN)/python
	$(UV) -e '.[lab]'
	touch $@

$(VENV)/.installed-site: pyproject.toml | $(BIN)/python
	$(UV) -e '.[site]'
	touch $@

# The test extra includes the site extra, so the site's stamp is made with it.
$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(UV) -e '.[test]'
	touch $@ $(VENV)/.installed-site

# Debian's Chromium for the real-browser test. Without root it is left out, and the browser
# test is skipped with that reason (under CI=true it fails instead). Headless Chromium needs
# none of the package's recommends (a printer daemon, avahi, samba's client, perl's web
# modules...): without them the install takes about 12 s instead of about 35 s.
chromium:
	@if [ -x "$(TOKAIDO_CHROMIUM)" ]; then \
	    :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's Chromium for the browser test..."; \
	    apt-get -o DPkg::Lock::Timeout=300 update -qq; \
	    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
	        --no-install-recommends chromium fonts-dejavu-core >/dev/null; \
	else \
	    echo "Chromium is missing and cannot be installed here (needs root and apt-get):"; \
	    echo "the browser test will be skipped."; \
	fi

# npm fetches Pyodide's core (the npm registry's `pyodide` package) for `make site`. Where it is
# missing it comes from Debian, as root; otherwise `make site` stops and says so.
node:
	@if command -v npm >/dev/null; then \
	    :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's npm for the browser edition..."; \
	    apt-get -o DPkg::Lock::Timeout=300 update -qq; \
	    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq \
	        --no-install-recommends nodejs npm >/dev/null; \
	else \
	    echo "npm is missing: install Node.js and npm to build the browser edition." >&2; \
	    exit 1; \
	fi

# The compiled catalogs of the package's words in French and Polish are not kept in git: they are
# built from po/<lang>/*.po by scripts/catalogs.py (standard library only) before anything that
# reads them, and again when a .po file changes. The wheel's build compiles them too
# (scripts/hatch_build.py), so an install from a clone or from PyPI has them.
CATALOGS := $(foreach code,fr pl,tokaido_nb/locale/$(code)/LC_MESSAGES/tokaido_nb.mo)

catalogs: $(CATALOGS)

.SECONDEXPANSION:
$(CATALOGS): tokaido_nb/locale/%/LC_MESSAGES/tokaido_nb.mo: $$(wildcard po/$$*/*.po) scripts/catalogs.py
	$(PYTHON) scripts/catalogs.py $*
	@touch $@

# --- the README's two commands --------------------------------------------------------------

lab: $(VENV)/.installed-lab lessons $(CATALOGS)
	@$(BIN)/python scripts/lab_settings.py
ifeq ($(LESSONS_LANGUAGE),en)
	$(BIN)/python -m jupyterlab --ServerApp.root_dir=$(LESSONS) --LabApp.custom_css=True \
	    --LabApp.default_url=/lab/tree/00_start_here.ipynb $(ROOT_FLAG) $(LAB_ARGS)
else ifneq ($(filter fr pl,$(LESSONS_LANGUAGE)),)
	@test -f $(LESSONS)/$(LESSONS_LANGUAGE)/00_start_here.ipynb || { \
	    echo "No $(LESSONS_LANGUAGE) lessons in notebooks/$(LESSONS_LANGUAGE)/: build them with" \
	        "make translations, then run make lab LANG=$(LESSONS_LANGUAGE) again." >&2; exit 1; }
	TOKAIDO_NB_LANG=$(LESSONS_LANGUAGE) $(BIN)/python -m jupyterlab \
	    --ServerApp.root_dir=$(LESSONS) --LabApp.custom_css=True \
	    --LabApp.default_url=/lab/tree/$(LESSONS_LANGUAGE)/00_start_here.ipynb \
	    --LabApp.app_settings_dir="$$($(BIN)/python scripts/lab_settings.py --locale $(LAB_LOCALE))" \
	    $(ROOT_FLAG) $(LAB_ARGS)
endif

# Copy into $(LESSONS)/ the lessons it does not have yet; a copy already there is never
# overwritten.
lessons:
	@$(PYTHON) scripts/lessons.py copy notebooks $(LESSONS)

# Start again from clean copies: all of them, or LESSON=NAME.ipynb only.
fresh-lessons:
	@$(PYTHON) scripts/lessons.py fresh notebooks $(LESSONS) $(LESSON)

# One pytest run for the notebooks (nbval) and everything else, so that both cores stay busy
# to the end; `make notebooks` and `make unit` run its two halves on their own. Chromium's
# install (mostly waiting on apt) and the browser edition's build (site/, checked in headless
# Chromium by tests/browser/test_site.py) go on while the code is linted.
test:
	@$(MAKE) --no-print-directory $(VENV)/.installed-test
	@$(MAKE) --no-print-directory -j3 --output-sync=target lint chromium site catalogs
	$(BIN)/python -m pytest $(NBVAL) $(XDIST) notebooks tests tokaido_nb

# The browser edition: JupyterLite with every lesson, built into site/ (scripts/site.py).
# Downloads are kept in ~/.cache/tokaido_nb/site/, so a second build needs no network.
site: $(VENV)/.installed-site node $(CATALOGS)
	$(BIN)/python scripts/site.py build site

# --- the parts of `make test` ---------------------------------------------------------------

# mypy twice: the whole package as pyproject.toml says, then the rules floor under --strict (the
# floor every other one stands on, and what a learner's editor reads through py.typed), with a
# cache of its own so that neither run throws the other's away.
lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/mypy --strict --cache-dir .mypy_cache/strict tokaido_nb/rules

# Every notebook, top to bottom in a fresh kernel, outputs compared with the stored ones.
notebooks: $(VENV)/.installed-test $(CATALOGS)
	$(BIN)/python -m pytest $(NBVAL) $(XDIST) notebooks

# Unit tests, doctests, the Binder checks and the real-browser check (pyproject's testpaths).
unit: $(VENV)/.installed-test chromium $(CATALOGS)
	$(BIN)/python -m pytest $(XDIST)

# Re-run notebooks in a fresh kernel and store their outputs (after editing a notebook):
# `make record` for all of them, `make record NB=notebooks/05_villages.ipynb` for one.
# Widget state is not stored: it is large, changes on every run, and nothing needs it.
# A learner's progress goes to a fresh temporary folder, so stored outputs show a new learner's.
record: $(VENV)/.installed-test $(CATALOGS)
	TOKAIDO_NB_DATA="$$(mktemp -d)" $(BIN)/python -m jupyter nbconvert --to notebook --execute \
	    --inplace --ExecutePreprocessor.store_widget_state=False $(NB)

# The teacher's printable handouts, drawn by the package itself: English in docs/handouts/,
# French and Polish in docs/handouts/fr/ and docs/handouts/pl/ (their words from po/<lang>/
# documents.po and the glossaries, through the catalogs compiled first).
handouts: $(VENV)/.installed-test $(CATALOGS)
	$(BIN)/python scripts/handouts.py docs/handouts

# The package's catalogs and the lessons in French and Polish (scripts/translations.py): the
# messages extracted to po/, the catalogs compiled into the package, the lessons rebuilt in
# notebooks/fr/ and notebooks/pl/ from the English ones and po/<lang>/notebooks/*.po. A lesson
# whose text changed loses its outputs: `make record NB=notebooks/fr/XX.ipynb` records them.
translations: $(VENV)/.installed-test
	$(BIN)/python scripts/translations.py

# Rebuild tokaido_nb/masters/games/ (the real games shipped in the package) from the shared
# conformance folder beside the repository, after that folder changes.
conformance: $(VENV)/.installed-test
	$(BIN)/python -m tests.record.bundles

# Recount the winners' facts shipped in the package (tokaido_nb/masters/winners-facts.jsonl.xz)
# from the bundled games, after the rules or masters.winners change (tests/masters/
# test_shipped_facts.py fails until then). About a minute of one core; JOBS=2 halves it.
winners-facts: $(VENV)/.installed-test
	$(BIN)/python scripts/winners_facts.py --jobs $(or $(JOBS),1)

# The package's puzzle set, cut from its real games (tokaido_nb/masters/puzzles.py says how and
# why: screened at the quick strength, each candidate confirmed on ten seeds). The same command
# gives the same file; a build stopped by Ctrl-C goes on from where it was when run again. It
# takes hours of one core: PUZZLE_JOBS shares it out (it does not change the file).
PUZZLE_GAMES ?= 70
PUZZLE_JOBS ?= 2
puzzles: $(VENV)/.installed-test
	$(BIN)/python -m tokaido_nb puzzles build --out tokaido_nb/masters/puzzles.jsonl.xz \
	    --strength review --per-game 8 --games $(PUZZLE_GAMES) --seed 0 --jobs $(PUZZLE_JOBS)

clean:
	rm -rf $(VENV) artifacts .pytest_cache .ruff_cache .mypy_cache .hypothesis
