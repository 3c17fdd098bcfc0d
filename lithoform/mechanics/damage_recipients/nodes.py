"""More recipients of damage: the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode


class AttackedBy(RefNode):
    """'the player or planeswalker that creature is attacking' (508.1b, 506.4): what the attacking creature
    `attacker` attacks, as the effect applies; nothing once it is no longer attacking."""

    attacker: unions.Ref
