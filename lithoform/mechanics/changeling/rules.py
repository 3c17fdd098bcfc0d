"""Changeling (702.73a): a characteristic-defining ability, 'This object is every creature type', that
works everywhere (604.3, 113.6a). Applied with the printed characteristics, so in every zone and before any
layer-4 effect (613.3: characteristic-defining abilities apply first within their layer); an effect that
later sets the creature types (205.1a) overrides it as usual. The core applies it through the hook point
PRINTED_CDAS (rules/hooks.py) as it reads a face's printed characteristics."""

from __future__ import annotations

import re
from functools import cache

import msgspec

from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import Chars
from lithoform.rules_text import rule

CHANGELING = "changeling"


@cache
def creature_types() -> frozenset[str]:
    """Every creature type, as printed, from CR 205.3m (one of them is two words long: Time Lord)."""
    text = rule("205.3m")
    listed = text.split("All other creature types are one word long:", 1)[1]
    names = {re.sub(r"\s*\(see rule [^)]*\)", "", raw).strip().rstrip(".").replace("’", "'")
             for raw in re.split(r",\s*(?:and\s+)?", listed.split(".", 1)[0])}
    first = re.search(r"One creature type is two words long: ([A-Z][a-z]+ [A-Z][a-z]+)\.", text)
    if first:
        names.add(first.group(1))
    return frozenset(n for n in names if n)


@hooks.PRINTED_CDAS.register
def every_creature_type(printed: Chars) -> Chars:
    """702.73a: an object with changeling is every creature type, in every zone (604.3)."""
    if CHANGELING not in printed.keywords:
        return printed
    return msgspec.structs.replace(printed, subtypes=printed.subtypes | creature_types())
