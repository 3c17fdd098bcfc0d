"""'Add one mana of any of the exiled card's colors.' (607.2a), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.linked_color_mana.nodes import LinkedColorMana


class LinkedColorManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def add_linked_colors(self, c: list) -> VP:
        """607.2a: the card another ability of this object exiled (Chrome Mox's imprint)."""
        if " ".join(self._words(c[0])) != "card":  # type: ignore[attr-defined]
            raise Unsupported("the colors of an exiled object other than a card")
        if not self.linked:  # type: ignore[attr-defined]
            raise Unsupported("'the exiled card' on a card that exiles none")
        return VP(lambda _you: LinkedColorMana(), "you", "add")


TRANSFORMER = LinkedColorManaRules
