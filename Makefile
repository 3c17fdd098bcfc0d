# Two commands on a fresh machine with python3 and make: `make run` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-fast fuzz soak bench fast web-load chromium clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,rl,ray,report,web]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/lithoform game --seed 1

# The browser tests (tests/web) drive Debian's chromium: installed with apt when missing (CI runs as root).
# Playwright's own browser download is not used. If it can't be installed, those tests fail, saying why.
chromium:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || \
		(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) || \
		echo "warning: could not install chromium: the browser tests (tests/web) will fail" >&2

test: $(STAMP) chromium
	$(VENV)/bin/ruff check lithoform tests benchmarks scripts
	$(VENV)/bin/lint-imports
	$(PY) -m pytest
	@if [ -d build/fast/lithoform ]; then $(MAKE) --no-print-directory test-fast; fi

# The optional compiled build (issue 13): mypyc compiles the rules core, the state, play/game.py and the learning
# environments' observation and encoding into build/fast (scripts/build_fast.py; about 4-5 CPU minutes, one large
# C file); the pure-Python package stays the default.
# It is built again whenever a source changed since (a stale build would test old code).
FAST_STAMP := build/fast/.built
FAST_SOURCES := $(shell find lithoform -type f -not -path '*/__pycache__/*' -not -name '*.so') scripts/build_fast.py
$(FAST_STAMP): $(STAMP) $(FAST_SOURCES)
	$(PY) -m pip install --quiet -e '.[fast]'
	$(PY) scripts/build_fast.py $(FAST_BUILD_ARGS)
	touch $@
fast: $(FAST_STAMP)

# The whole suite against the compiled build (CI runs it after `make test`), less the tests marked pure_only
# (they replace a function of a compiled module, which compiled callers never see: tests/conftest.py). The pytest
# script, not `python -m pytest`, which would put the sources first on sys.path; LITHOFORM_COMPILED=1 makes a
# run that imported them anyway an error.
FAST_TESTS :=
test-fast: $(FAST_STAMP) chromium
	LITHOFORM_COMPILED=1 PYTHONPATH=build/fast $(VENV)/bin/pytest -p no:cacheprovider $(FAST_TESTS)

# The fuzz suite at length (tests/fuzz; `make test` runs it briefly): 1,500 new examples per test.
fuzz: $(STAMP)
	LITHOFORM_FUZZ=long $(PY) -m pytest tests/fuzz -p no:cacheprovider

# Random actions over the compiled card pool with invariant checks (benchmarks/soak.py --help).
soak: $(STAMP)
	$(PY) benchmarks/soak.py

bench: $(STAMP)
	$(PY) benchmarks/throughput.py

# 50 concurrent games against `lithoform serve` on 127.0.0.1: action latency and errors (benchmarks/web_load.py).
web-load: $(STAMP)
	$(PY) benchmarks/web_load.py

clean:
	rm -rf $(VENV) build
