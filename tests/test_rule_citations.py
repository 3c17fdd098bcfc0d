"""Every CR rule number the engine cites (in code, docstrings and log events) exists in the Comprehensive
Rules the package carries: citations can't drift from the rules unnoticed (GUIDE: phase.rs's lesson)."""

from __future__ import annotations

import pathlib
import re

from lithoform.rules_text import exists

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "lithoform"
# A rule number: 100-999, a dot, digits, an optional sub-rule letter; not part of a longer number, version or
# address (127.0.0.1).
NUMBER = re.compile(r"(?<![\d.\w])([1-9]\d{2}\.\d+[a-z]?)(?![\d\w]|\.\d)")


def cited_numbers() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        if path.name == "rules_text.py":  # its docstrings show unknown numbers on purpose
            continue
        for m in NUMBER.finditer(path.read_text()):
            found.setdefault(m.group(1), []).append(path.name)
    return found


def test_every_cited_rule_exists() -> None:
    cited = cited_numbers()
    assert len(cited) > 50
    missing = {number: files for number, files in cited.items() if not exists(number)}
    assert not missing, f"rule numbers cited but absent from the CR: {missing}"
