"""'The owner of target nonland permanent puts it on the top or bottom of their library.' (401.4), its text part.
Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import OwnerPutsTopOrBottom, Target
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported


class TopOrBottomRules:
    """Transformer rules of the owner's choice of top or bottom."""

    def owner_top_or_bottom(self, c: list) -> list:
        what = c[0]
        if not isinstance(what, Target):
            raise Unsupported("'puts it on the top or bottom' of something other than a target")
        return [OwnerPutsTopOrBottom(what)]

    def target_owner_top_or_bottom(self, c: list) -> list:
        """'Target creature's owner puts it on the top or bottom of their library.' (Diver Skaab)"""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'target ...'s owner' of something other than a permanent")
        return [OwnerPutsTopOrBottom(self.target_one([d]))]  # type: ignore[attr-defined]

    def its_owner_top_or_bottom(self, c: list) -> list:
        """'Its owner puts it on the top or bottom of their library.' after a sentence naming a target (Subtlety:
        'choose up to one target creature spell or planeswalker spell')."""
        what = self.scope.it()  # type: ignore[attr-defined]
        if not isinstance(what, Target):
            raise Unsupported("'its owner puts it on the top or bottom' of something other than a target")
        return [OwnerPutsTopOrBottom(what)]


TRANSFORMER = TopOrBottomRules
