"""Flagbearers: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class MustTargetFlagbearer(AbilityNode):
    """'While an opponent is choosing targets as part of casting a spell they control or activating an ability they
    control, that player must choose at least one Flagbearer on the battlefield if able.' (601.2c, 602.2b): a
    requirement on the choice of targets of this permanent's controller's opponents; triggered abilities and copies
    aren't affected (Coalition Honor Guard's rulings)."""

    subtype: str = "Flagbearer"
    text: str = ""
