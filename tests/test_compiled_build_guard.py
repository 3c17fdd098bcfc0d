"""The compiled build's test run (`make test-fast`, issue 13) must test the compiled modules: with
LITHOFORM_COMPILED=1 set, a run that imported lithoform from the sources is refused (tests/conftest.py)."""

from __future__ import annotations

import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

from lithoform.rules import legal

# (not `from conftest import COMPILED`: under xdist another folder's conftest module may answer to that name)
COMPILED = legal.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(COMPILED, reason="this run imports the compiled build")
def test_a_compiled_run_that_imported_the_sources_is_refused() -> None:
    env = {**os.environ, "LITHOFORM_COMPILED": "1"}
    env.pop("PYTHONPATH", None)
    # `python -m pytest` from the checkout puts the sources first on sys.path: the mistake the guard catches
    run = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-n0", "--co", "-q",
                          "tests/test_demo.py"], cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    assert run.returncode != 0
    assert "LITHOFORM_COMPILED is set but lithoform is imported from sources" in run.stdout + run.stderr
