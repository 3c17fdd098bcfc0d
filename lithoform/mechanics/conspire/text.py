"""Conspire (702.78), the text part. Data only: imports the cards and the compiler's basics.

702.78a: 'Conspire' means 'As an additional cost to cast this spell, you may tap two untapped creatures you
control that each share a color with it' and 'When you cast this spell, if its conspire cost was paid, copy
it. If the copy has targets, you may choose new targets for the copy.' The first is an optional additional
cost of the spell (601.2b, 601.2f-h: `SpellAbility.optional_costs`, paid like any 'tap an untapped creature'
cost; 302.6 doesn't stop it); the second a triggered ability of the spell that functions on the stack (the
core's 'when you cast this spell', 601.2i), as casualty's (mechanics/casualty: its condition node)."""

from __future__ import annotations

from lithoform.cards.tree import (
    AlternativeCost,
    CopyStackObject,
    Cost,
    Filter,
    OptionalCostPaid,
    TapCost,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.compiler.values import SpellSetting, Unsupported

CONSPIRE = "conspire"


class ConspireRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_conspire(self, c: list) -> list:
        """702.78a: the optional tapping and the copy trigger."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("conspire on a permanent spell (its copy would become a token, 707.10f)")
        tap = TapCost(Filter(types=("Creature",), shares_color_with_source=True), count=2)
        copy = TriggeredAbility(Trigger("cast", this=True), CopyStackObject(This(), new_targets=True),
                                condition=OptionalCostPaid(CONSPIRE), keyword="Conspire", text="Conspire")
        return [SpellSetting("optional", AlternativeCost(CONSPIRE, Cost(tap_others=(tap,)))), copy]


TRANSFORMER = ConspireRules
