"""The tree node of "can't be the target of spells or abilities your opponents control" (115.4): a
rules-changing part of a continuous effect (no layer, 611.2c), kept with the effect's controller, whose
opponents can't target the affected objects. It is no ability: 'loses all abilities' doesn't end it."""

from __future__ import annotations

from lithoform.cards.nodes.base import PartNode


class CantBeTargetedByOpponents(PartNode):
    """'~ can't be the target of spells or abilities your opponents control': 'your' is the controller of the
    effect (the resolving spell's controller), not the affected permanent's."""
