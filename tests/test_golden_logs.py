"""Golden logs: the default-view log of a dozen scenarios, kept as files (tests/golden_logs/<name>.log), so a
change to the log's wording or citations shows in review as a diff. After an intended change, re-record
with `PYTHONPATH=. python scripts/record_golden_logs.py` and review the diff."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))  # the recorder is a script, not part of the package

from record_golden_logs import GOLDEN, golden_log, names  # noqa: E402


def test_a_dozen_scenarios_have_golden_logs() -> None:
    assert len(names()) >= 12
    assert all((GOLDEN / f"{name}.log").exists() for name in names())


@pytest.mark.parametrize("name", names())
def test_golden_log(name: str) -> None:
    expected = (GOLDEN / f"{name}.log").read_text()
    assert golden_log(name) == expected, f"{name}: the log changed; re-record if intended"
