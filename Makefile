# Two commands on a fresh machine with python3 and make: `make run` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test fuzz soak bench fast web-load chromium clean

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
	@if [ -d build/fast/lithoform ]; then echo "the compiled build (make fast): a quick subset"; \
		PYTHONPATH=build/fast $(PY) -m pytest -p no:cacheprovider $(FAST_TESTS); fi

# The optional compiled build (issue 13): mypyc compiles the rules core, the state and play/game.py into build/fast
# (5-15 minutes: one large C file); the pure-Python package stays the default and CI doesn't build it.
# `make test` runs FAST_TESTS against it when it is there (tests that monkeypatch compiled modules can't be).
FAST_TESTS := tests/golden tests/engine/test_auto_mana_option.py tests/agents tests/test_random_play_conformance.py
fast: $(STAMP)
	$(PY) -m pip install --quiet -e '.[fast]'
	$(PY) scripts/build_fast.py

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
