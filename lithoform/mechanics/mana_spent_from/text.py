"""Mana spent from a kind of source, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Filter, This
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, text
from lithoform.mechanics.mana_spent_from.nodes import (
    ManaSpentFrom,
    ManaSpentFromCount,
    SnowSpent,
    SnowSpentCount,
)


def _snow(tok: Any) -> None:
    """107.4h: only the snow symbol stands for mana spent from a kind of source."""
    if text(tok).lower() != "{s}":
        raise Unsupported(f"{text(tok)} spent to cast a spell")


class ManaSpentFromRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _mana_source_filter(self, tok: Any) -> Filter:
        """'a Treasure': the kind of permanent the mana came from (106.3)."""
        try:
            d = describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun in ("spell", "card", "ability") or d.controller or d.other or d.plural:
            raise Unsupported("mana from something other than a kind of permanent")
        return d.filter()

    def cond_mana_spent_from(self, c: list) -> ManaSpentFrom:
        """'if mana from a Treasure was spent to cast it': 'it' is this object (the spell, or the permanent it
        became; a triggered ability of that permanent reads its spell, 400.7 aside)."""
        return ManaSpentFrom(self._mana_source_filter(c[0]), This())

    def cond_mana_spent_from_activate(self, c: list) -> ManaSpentFrom:
        """'if mana from a Treasure was spent to activate this ability' (602.2b): the resolving ability."""
        self._only(c[1], "ability")  # type: ignore[attr-defined]
        return ManaSpentFrom(self._mana_source_filter(c[0]), This())

    def for_each_mana_spent_from(self, c: list) -> ManaSpentFromCount:
        return ManaSpentFromCount(self._mana_source_filter(c[0]), This())

    def amt_snow_spent(self, c: list) -> SnowSpentCount:
        _snow(c[0])
        return SnowSpentCount(This())

    def for_each_snow_spent(self, c: list) -> SnowSpentCount:
        _snow(c[0])
        return SnowSpentCount(This())

    def cond_snow_spent(self, c: list) -> SnowSpent:
        """'if {S} was spent to cast it / ~': 'it' is this object (the spell, or the permanent it became)."""
        _snow(c[0])
        return SnowSpent(This())


TRANSFORMER = ManaSpentFromRules
