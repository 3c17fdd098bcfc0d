"""Searching for an Aura to put onto the battlefield attached to the source, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import ManaValueOf, Triggering
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Suffix, Unsupported


class AuraSearchRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_mana_value_at_most_that(self, c: list) -> Suffix:
        """'with mana value less than or equal to that Aura': the mana value of the trigger event's object (202.3;
        608.2h once it has left)."""
        scope = self.scope  # type: ignore[attr-defined]
        if not isinstance(scope.last or scope.default_it, Triggering):
            raise Unsupported("'less than or equal to that ...' with 'that' other than the trigger event's object")
        return Suffix("mana_value_x", ManaValueOf(Triggering()))

    def sfx_name_not_among(self, c: list) -> Suffix:
        """'with a different name than each Aura you control' (201.2): the names of those permanents."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported(f"'a different name than each {' '.join(words)} you control'")
        d.controller = "you"
        return Suffix("name_not_among", d.filter())

    def sfx_could_enchant_that(self, c: list) -> Suffix:
        """'an Aura card that could enchant that creature' (303.4f): the trigger event's object as it is when the
        search is made (the Sovereigns of Lost Alara rulings: its enchant ability and protection are checked)."""
        self._that_triggering(c[0])
        return Suffix("could_enchant", Triggering())

    def ss_battlefield_attached_that(self, c: list) -> str:
        """'put it onto the battlefield attached to that creature' (303.4f): the trigger event's object."""
        self._that_triggering(c[-1])
        return "battlefield attached that"

    def _that_triggering(self, tok: object) -> None:
        scope = self.scope  # type: ignore[attr-defined]
        if not isinstance(scope.last or scope.default_it, Triggering):
            raise Unsupported("'that ...' other than the trigger event's object")
        self._only(tok, "creature", "permanent")  # type: ignore[attr-defined]

    def ss_battlefield_attached(self, c: list) -> str:
        """'put that card onto the battlefield attached to ~' (303.4f)."""
        return "battlefield attached"


TRANSFORMER = AuraSearchRules
