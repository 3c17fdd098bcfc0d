"""Split second, the rules part (702.61).

702.61a: as long as a spell with split second is on the stack, players can't cast other spells (CAST_BANS,
asked by the core's casting, 601.3) or activate abilities that aren't mana abilities (ACTIVATION_BANS, 602.5).
702.61b: mana abilities and special actions are still allowed, and triggered abilities trigger and are put on
the stack as normal. The ability functions only on the stack (113.6, 702.61a)."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import ACTIVATION_BANS, CAST_BANS
from lithoform.state.model import STACK, GameState, Obj

_KEYWORD = "split second"


def split_second_on_stack(state: GameState) -> bool:
    """702.61a: a spell with split second is on the stack."""
    for oid in state.stack:
        obj = state.objects.get(oid)
        if isinstance(obj, Obj) and obj.zone == STACK and _KEYWORD in chars(state, oid).keywords:
            return True
    return False


def no_other_spells(state: GameState, player: int, oid: int) -> bool:
    """702.61a: players can't cast other spells."""
    return bool(state.stack) and split_second_on_stack(state)


def no_other_abilities(state: GameState, oid: int, ability: ActivatedAbility) -> bool:
    """702.61a-b: nor activate abilities that aren't mana abilities."""
    return not ability.mana and bool(state.stack) and split_second_on_stack(state)


# only in a game where the words 'split second' are written somewhere (rules/present.py)
CAST_BANS.register(no_other_spells, needs=(_KEYWORD,))
ACTIVATION_BANS.register(no_other_abilities, needs=(_KEYWORD,))
