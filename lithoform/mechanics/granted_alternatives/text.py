"""Granted alternative costs (118.9), the text part: the static abilities of a permanent that offer its
controller's spells an alternative cost. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import Filter
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported, replace
from lithoform.mechanics.granted_alternatives.nodes import GrantedAlternativeCost


class GrantedAlternativesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _granted_spells(self, tok: Any) -> Any:
        """'spells', 'Zombie creature spells' (a kind of spell, cast by the ability's controller)."""
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun != "spell" or not d.plural or d.controller is not None or d.other:
            raise Unsupported(f"an alternative cost for {' '.join(words)}")
        f = d.filter()
        # (the spell's characteristics, read of the card being cast: no 'on the stack' part)
        f = None if f is None else replace(f, stack_kind=None)
        return None if f == Filter() else f

    def st_granted_free_from_hand(self, c: list) -> GrantedAlternativeCost:
        return GrantedAlternativeCost(self._granted_spells(c[0]), None, from_hand=True)

    def st_granted_mana_instead(self, c: list) -> GrantedAlternativeCost:
        part, spells = c[0], c[-1]
        if not isinstance(part, dict) or set(part) != {"mana"} or not part["mana"]:
            raise Unsupported("a granted alternative cost other than mana")
        return GrantedAlternativeCost(self._granted_spells(spells), part["mana"])


TRANSFORMER = GrantedAlternativesRules
