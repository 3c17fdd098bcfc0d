"""The scenario shown in the README runs and passes (documentation that can't go stale)."""

from __future__ import annotations

import pathlib
import re

from lithoform.interfaces.scenario.runner import run_text

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def test_readme_scenario_passes() -> None:
    block = re.search(r"```yaml\n(.*?)```", README.read_text(), re.S)
    assert block is not None
    report = run_text(block.group(1))
    assert report.error is None and report.results
    assert report.code == 0
