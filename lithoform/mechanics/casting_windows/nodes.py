"""Casting-timing restrictions and flash permissions for a time: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode
from lithoform.cards.nodes.refs import Filter

OPPONENTS = "opponents"  # the controller's opponents (Teferi)
PLAYERS = "players"  # every player (Dosan)
SORCERY = "sorcery"  # 'only any time they could cast a sorcery' (307.1)
OWN_TURN = "own_turn"  # 'only during their own turns'


class CastTimingRestriction(AbilityNode):
    """A static ability (101.2: a 'can't' beats a 'can'): the players `who` stands for can cast spells only at
    sorcery timing (`when` = SORCERY: their main phase, the stack empty, 307.1) or only during their own turn
    (`when` = OWN_TURN). A flash permission doesn't lift it (the ruling of Teferi, Time Raveler)."""

    who: str = OPPONENTS
    when: str = SORCERY
    text: str = ""


class FlashFor(EffectNode):
    """'You may cast [kinds of] spells this turn as though they had flash' / 'Until your next turn, you may cast
    sorcery spells as though they had flash' (702.8a): the resolving spell or ability gives its controller that
    permission until `until` (end_of_turn, 514.2; until_your_next_turn, 611.2b)."""

    filters: tuple[Filter, ...] = (Filter(),)
    until: str = "end_of_turn"


class FlashPermissionPart(PartNode):
    """The continuous effect `FlashFor` makes: its controller may cast spells matching any of `filters` any time
    they could cast an instant (702.8a). In no layer: it changes a rule, not characteristics."""

    filters: tuple[Filter, ...] = (Filter(),)
