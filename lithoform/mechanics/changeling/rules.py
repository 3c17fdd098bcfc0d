"""Changeling (702.73a): a characteristic-defining ability, 'This object is every creature type', that
works everywhere (604.3, 113.6a). Applied with the printed characteristics, so in every zone and before any
layer-4 effect (613.3: characteristic-defining abilities apply first within their layer); an effect that
later sets the creature types (205.1a) overrides it as usual."""

from __future__ import annotations

import re
from functools import cache

CHANGELING = "changeling"


@cache
def creature_types() -> frozenset[str]:
    """Every creature type, as printed, from CR 205.3m (one of them is two words long: Time Lord)."""
    from lithoform.rules_text import rule

    text = rule("205.3m")
    listed = text.split("All other creature types are one word long:", 1)[1]
    names = {re.sub(r"\s*\(see rule [^)]*\)", "", raw).strip().rstrip(".").replace("’", "'")
             for raw in re.split(r",\s*(?:and\s+)?", listed.split(".", 1)[0])}
    first = re.search(r"One creature type is two words long: ([A-Z][a-z]+ [A-Z][a-z]+)\.", text)
    if first:
        names.add(first.group(1))
    return frozenset(n for n in names if n)
