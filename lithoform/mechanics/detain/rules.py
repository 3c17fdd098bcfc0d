"""Detain (701.35a), the rules part: a detained permanent's activated abilities can't be activated (602.5),
mana abilities too (the rule makes no exception); its attacking and blocking are barred by the 'can't attack'
and 'can't block' restrictions the combat rules read (508.1c, 509.1a). The effect ends as its controller's next
turn begins (611.2b)."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.mechanics.detain.keywords import DETAINED
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import ACTIVATION_BANS
from lithoform.state.model import BATTLEFIELD, GameState


def detained(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """701.35a, 602.5: whether `oid` is a detained permanent (its activated abilities can't be activated)."""
    obj = state.objects.get(oid)
    if obj is None or getattr(obj, "zone", None) != BATTLEFIELD:
        return False
    return DETAINED in chars(state, oid).keywords


ACTIVATION_BANS.register(detained, needs=(DETAINED,))
