"""Objects with the same name as a target (201.2): the reference node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter, Target


class SameNameAs(RefNode):
    """'Target creature and all other creatures with the same name as that creature' (201.2): the target
    and every other permanent matching `filter` whose name is the target's (read as the effect applies; the
    target's last known name if it left)."""

    target: Target
    filter: Filter = Filter()
    # 'that player controls' / 'its controller controls': only the others the target's controller controls
    same_controller: bool = False
