# Two commands on a fresh machine with python3 and make: `make run` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test fuzz soak bench clean

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev,rl,ray,report]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/lithoform game --seed 1

test: $(STAMP)
	$(VENV)/bin/ruff check lithoform tests benchmarks scripts
	$(VENV)/bin/lint-imports
	$(PY) -m pytest

# The fuzz suite at length (tests/fuzz; `make test` runs it briefly): 1,500 new examples per test.
fuzz: $(STAMP)
	LITHOFORM_FUZZ=long $(PY) -m pytest tests/fuzz -p no:cacheprovider

# Random actions over the compiled card pool with invariant checks (benchmarks/soak.py --help).
soak: $(STAMP)
	$(PY) benchmarks/soak.py

bench: $(STAMP)
	$(PY) benchmarks/throughput.py

clean:
	rm -rf $(VENV)
