"""The static ability '[players] can't cast [spells of a kind] [during your turn | during combat]'."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class SpellCastBan(AbilityNode):
    """'Your opponents can't cast blue creature spells.' (Llawan), 'You can't cast creature spells.' (Steel
    Golem), 'Your opponents can't cast spells during your turn.' (Dragonlord Dromoka), 'Players can't cast
    spells during combat.' (Basandra): `who` ("you", "opponents" or "players", relative to the ability's
    controller) can't cast a spell whose characteristics fit `filter`, while `during` ("", "your turn",
    "combat") holds."""

    filter: Filter
    who: str = "opponents"
    during: str = ""
    text: str = ""
    zones: tuple[str, ...] = ()  # 'from graveyards or libraries': only cards cast from these zones (601.2a)


class LandPlayBan(AbilityNode):
    """'You can't play lands or cast spells from your hand.' (Experimental Frenzy; 305.1, 101.2): `who` ("you",
    "opponents", "players") can't play a land card that is in one of `zones` (its spell part is a SpellCastBan)."""

    who: str = "you"
    zones: tuple[str, ...] = ("hand",)
    text: str = ""
