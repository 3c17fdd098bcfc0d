"""Storm (702.40): the mechanic's tree node. Its text part: data that imports only cards/; cards/tree.py puts
the node in the unions of the ability tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class StormCopies(EffectNode):
    """'Copy it for each other spell that was cast before it this turn. If the spell has any targets, you may
    choose new targets for any of the copies.' (702.40a): the storm trigger's effect; 'it' is the spell whose
    casting made the ability trigger."""
