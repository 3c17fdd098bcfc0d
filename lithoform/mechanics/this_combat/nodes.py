"""'~ attacked or blocked this combat': the mechanic's tree node. Data only: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class AttackedOrBlockedThisCombat(ConditionNode):
    """'if ~ attacked or blocked this combat' (Clockwork Avian): the source, as the object it is now (400.7),
    was declared as an attacker (508.1k) or as a blocker (509.1g) during this combat phase (506.1)."""
