"""Card definitions compiled from Oracle text, for the registry to fall back on after the hand-written ones.

Compiled lazily, one card at a time, and cached. A card with any unparsed part raises `NotCompiled`
naming the phrases, so it is never played with part of its text dropped; Un-cards and Alchemy cards are
refused (`carddb` marks them unplayable).
"""

from __future__ import annotations

import dataclasses
from functools import cache

from lithoform.carddb import UnknownCardError, get_card
from lithoform.carddb.records import CardRecord
from lithoform.cards.tree import CardDef
from lithoform.catalog.errors import UnknownCardDefinition
from lithoform.compiler.compiler import Compiled, compile_card


class NotCompiled(UnknownCardDefinition):
    """The card exists but its Oracle text did not compile fully (or it is not for regular play)."""

    def __init__(self, name: str, why: str, compiled: Compiled | None = None) -> None:
        super().__init__(f"no definition for card {name!r}: {why}")
        self.name = name
        self.compiled = compiled


@cache
def compiled(name: str) -> Compiled:
    """The compilation of the card `name` (a card or face name, as `carddb.get_card` accepts)."""
    record = get_card(name)
    if record.layout == "meld":
        return compile_card(_meld_record(record))
    return compile_card(record)


def _meld_record(record: CardRecord) -> CardRecord:
    """712.4: a meld card is its front face; the combined back face of its pair (its own record in the
    database, named after ' // ') is face 1, the face up of the melded permanent (712.8g). The back face's own
    record is no card (712.4b): refused as one."""
    if " // " not in record.name or len(record.faces) != 1:
        return dataclasses.replace(record, layout="meld_back_face")  # (no supported layout: refused)
    back = get_card(record.name.split(" // ", 1)[1])
    return dataclasses.replace(record, faces=(record.faces[0], *back.faces[:1]))


def definition_from_oracle(name: str) -> CardDef:
    """The card's definition compiled from its Oracle text. Raises NotCompiled (an UnknownCardDefinition,
    so a KeyError) when the card is unknown, unplayable, or has unparsed phrases."""
    try:
        record = get_card(name)
    except (UnknownCardError, LookupError) as e:
        raise NotCompiled(name, f"not in the card database ({e})") from None
    if not record.playable:
        raise NotCompiled(record.name, "an Un-card or Alchemy card, not for regular play")
    result = compiled(record.name)
    if not result.ok:
        phrases = "; ".join(str(u) for u in result.unparsed)
        raise NotCompiled(record.name, f"unparsed: {phrases}", result)
    assert result.card is not None
    return result.card
