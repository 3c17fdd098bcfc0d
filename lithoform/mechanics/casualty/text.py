"""Casualty (702.153), the text part. Data only: imports the cards and the compiler's basics.

702.153a: 'Casualty N' means 'As an additional cost to cast this spell, you may sacrifice a creature with power
N or greater' and 'When you cast this spell, if a casualty cost was paid for it, copy it. If the spell has any
targets, you may choose new targets for the copy.' The first is an optional additional cost of the spell
(601.2b, 601.2f-h: `SpellAbility.optional_costs`, paid like any other sacrifice cost); the second a triggered
ability of the spell that functions on the stack (the core's 'when you cast this spell', 601.2i)."""

from __future__ import annotations

from lithoform.cards.tree import (
    AlternativeCost,
    CopyStackObject,
    Cost,
    Filter,
    SacrificeCost,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.compiler.values import SpellSetting, Unsupported
from lithoform.mechanics.casualty.nodes import OptionalCostPaid

CASUALTY = "casualty"


class CasualtyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_casualty(self, c: list) -> list:
        """702.153a: the optional sacrifice and the copy trigger."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("casualty on a permanent spell (its copy would become a token, 707.10f)")
        n = int(c[0])
        sacrifice = SacrificeCost(Filter(types=("Creature",), power_at_least=n))
        copy = TriggeredAbility(Trigger("cast", this=True), CopyStackObject(This(), new_targets=True),
                                condition=OptionalCostPaid(CASUALTY), keyword="Casualty", text=f"Casualty {n}")
        return [SpellSetting("optional", AlternativeCost(CASUALTY, Cost(sacrifice=(sacrifice,)))), copy]


TRANSFORMER = CasualtyRules
