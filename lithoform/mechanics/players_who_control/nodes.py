"""'each player who controls [a description]': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter


class EachPlayerWhoControls(RefNode):
    """'each player who controls a creature with power 4 or greater' (109.5): every player who controls at
    least one permanent matching `filter` as the instruction is carried out (608.2c), in turn order."""

    filter: Filter = Filter()
    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)
