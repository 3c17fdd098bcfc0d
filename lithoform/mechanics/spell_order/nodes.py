"""Whether a permanent's spell was the nth spell cast this turn: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class WasNthSpellCast(ConditionNode):
    """'if it was the second spell you cast this turn': the spell this permanent was, before it resolved
    (400.7: the permanent is a new object), was the `n`th spell its controller cast this turn (601.2i)."""

    n: int = 2
