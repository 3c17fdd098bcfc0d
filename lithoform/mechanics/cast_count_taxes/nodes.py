"""A cost increase per spell its caster has already cast this turn: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class CastCountTax(AbilityNode):
    """'Each spell a player casts costs {1} more to cast for each other spell that player has cast this turn.'
    (Damping Sphere; 601.2f): every spell's total cost grows by `mana` once for each spell its caster cast
    earlier this turn (601.2i: a spell becomes cast only after its costs are paid, so the one being cast isn't
    among them)."""

    mana: str
    text: str = ""
