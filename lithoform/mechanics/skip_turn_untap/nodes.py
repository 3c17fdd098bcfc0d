"""The optional skip of a turn while a permanent is tapped (614.10): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class SkipTurnToUntap(AbilityNode):
    """'If you would begin your turn while ~ is tapped, you may skip that turn instead. If you do, untap ~.'
    (Time Vault): a static ability whose replacement effect (614.1b) lets its controller skip the turn they would
    begin while this permanent is tapped; the permanent then untaps before anything else happens (614.10)."""

    text: str = ""
