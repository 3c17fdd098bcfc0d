"""'change ~'s base power and toughness to that creature's power and toughness', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import This
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.change_base_pt.nodes import ChangeBasePTTo


class ChangeBasePTRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def change_self_base_pt_to_that(self, c: list) -> VP:
        """'change ~'s base power and toughness to that creature's power and toughness until end of turn': 'that
        creature' is the trigger's object (the creature that entered, the blocker)."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if "Creature" not in d.types or d.plural:
            raise Unsupported("'that ...'s power and toughness' of something other than a creature")
        like = self.scope.that_read(d.noun, True)  # type: ignore[attr-defined]
        return VP(lambda who: ChangeBasePTTo(This(), like), "you", "change")


TRANSFORMER = ChangeBasePTRules
