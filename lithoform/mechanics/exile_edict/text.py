"""'Target opponent exiles a creature they control', the text part (701.13a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import SacrificeChosen
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, replace
from lithoform.mechanics.exile_edict.nodes import ExileChosen, ReturnChosen


class ExileEdictRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def exile_edict(self, c: list) -> VP:
        n, words = c[0], list(self._words(c[1]))  # type: ignore[attr-defined]
        if not isinstance(n, int):
            raise Unsupported("a variable number of permanents exiled")
        try:
            f = describe(words, []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return VP(lambda who: ExileChosen(who, f, n), "player", "exile_edict")

    def return_edict(self, c: list, highest: bool = False) -> VP:
        """'Each opponent returns a nonland permanent they control to its owner's hand' (the player chooses,
        608.2d; not targeted)."""
        n, words = c[0], list(self._words(c[1]))  # type: ignore[attr-defined]
        if not isinstance(n, int):
            raise Unsupported("a variable number of permanents returned")
        try:
            f = describe(words, []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        return VP(lambda who: ReturnChosen(who, f, n, highest), "player", "return_edict")

    def return_edict_highest(self, c: list) -> VP:
        """'... with the highest mana value among permanents they control' (Dispersal): lands have mana value 0
        (202.3), so the highest among the permanents is the highest among those described."""
        if list(self._words(c[2])) != ["permanents"]:  # type: ignore[attr-defined]
            raise Unsupported("'the highest mana value among' something other than permanents")
        return self.return_edict(c[:2], highest=True)

    def sacrifice_edict_greatest(self, c: list) -> VP:
        """701.21a: the player sacrifices one of the permanents of theirs with the greatest power (highest mana
        value) among those described, choosing among the tied ones (Crackling Doom's ruling)."""
        n, what, _most, quality, among = c[:5]
        words, pool = list(self._words(what)), list(self._words(among))  # type: ignore[attr-defined]
        try:
            f = describe(words, []).permanents()
            same = describe(pool, []).permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if n != 1 or replace(same, controller=None) != replace(f, controller=None):
            raise Unsupported("'with the greatest ... among' other permanents than those sacrificed")
        greatest = "power" if quality == "power" else "mana_value"
        return VP(lambda who: SacrificeChosen(who, f, 1, greatest=greatest), "player", "edict")

    def eg_quality(self, c: list) -> Any:
        return " ".join(str(t) for t in c)

    def eg_most(self, c: list) -> Any:
        return str(c[0])

    def eg_control(self, c: list) -> None:
        return None


TRANSFORMER = ExileEdictRules
