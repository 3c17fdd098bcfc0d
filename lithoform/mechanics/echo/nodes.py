"""Echo (702.30): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class ControlledSinceLastUpkeep(ConditionNode):
    """702.30a: 'if this permanent came under your control since the beginning of your last upkeep' (an
    intervening 'if', 603.4; read by echo.py)."""
