"""Replicate (702.56), the text part. Data only: imports the cards and the compiler's basics.

702.56a: 'Replicate [cost]' means 'As an additional cost to cast this spell, you may pay [cost] any number of
times' and 'When you cast this spell, if a replicate cost was paid for it, copy it for each time its
replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies.'
The first is a repeatable optional additional cost of the spell (601.2b, 601.2f: `AlternativeCost.repeatable`,
announced once more until declined); the second a triggered ability of the spell that functions on the stack
(601.2i), as storm's (mechanics/storm)."""

from __future__ import annotations

from lithoform.cards.tree import AlternativeCost, Cost, OptionalCostPaid, Trigger, TriggeredAbility
from lithoform.compiler.values import SpellSetting, Unsupported, mana
from lithoform.mechanics.replicate.nodes import ReplicateCopies

REPLICATE = "replicate"


class ReplicateRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_replicate(self, c: list) -> list:
        """702.56a: the repeatable optional cost and the copy trigger."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("replicate on a permanent spell (its copies would become tokens, 707.10f)")
        cost = AlternativeCost(REPLICATE, Cost(mana=mana(c[0])), repeatable=True)
        copies = TriggeredAbility(Trigger("cast", this=True), ReplicateCopies(), condition=OptionalCostPaid(REPLICATE),
                                  keyword="Replicate", text=f"Replicate {mana(c[0])}")
        return [SpellSetting("optional", cost), copies]


TRANSFORMER = ReplicateRules
