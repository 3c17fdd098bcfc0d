"""Every kind of event the engine emits has a readable template in the game log (GUIDE principle 9)."""

from __future__ import annotations

import pathlib
import re

from lithoform.state.log import _TEMPLATES

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "lithoform"


def test_every_emitted_event_kind_has_a_log_template() -> None:
    kinds = set()
    for path in PACKAGE.rglob("*.py"):
        kinds |= set(re.findall(r'emit\(\s*"([a-z_]+)"', path.read_text()))
    assert kinds, "no events found"
    assert not sorted(kinds - set(_TEMPLATES)), "events without a log template"
