"""The static ban on cards entering the battlefield from some zones, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.enter_bans.nodes import CantEnterFrom


class EnterBansRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def eb_zone(self, c: list) -> str:
        return "graveyard" if str(c[0]) == "graveyards" else "library"

    def st_cant_enter_from(self, c: list) -> CantEnterFrom:
        """101.2: the cards of the description in those zones can't enter the battlefield."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card" or not d.plural:
            raise Unsupported("a ban on entering the battlefield for something other than cards")
        f: Filter = replace(d.filter(), controller=None)
        return CantEnterFrom(f, tuple(sorted(set(c[1:]))))


TRANSFORMER = EnterBansRules
