"""'You have no maximum hand size.' (Reliquary Tower): 402.2 lets an effect remove a player's maximum hand
size; while a permanent with the ability is on the battlefield, its controller discards nothing in their
cleanup step for having too many cards (514.1). 'Your maximum hand size is increased by one.' and 'Each
opponent's maximum hand size is reduced by one.' raise or lower it while their permanent is on the battlefield. The core asks through NO_MAXIMUM_HAND_SIZE (rules/hooks.py)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import Static
from lithoform.mechanics.hand_size.nodes import MaxHandSizeChange, ReduceMaxHandSize
from lithoform.mechanics.hand_size.text import NO_MAXIMUM_HAND_SIZE, PLAYERS_NO_MAXIMUM_HAND_SIZE
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import MAX_HAND_SIZE_CHANGES
from lithoform.rules.hooks import NO_MAXIMUM_HAND_SIZE as HOOK
from lithoform.state.model import GameState


@HOOK.register
def no_maximum_hand_size(state: GameState, player: int) -> bool:
    """402.2: whether `player` controls a permanent that says they have no maximum hand size, or any permanent
    says players have none (Anvil of Bogardan)."""
    return any((a.keyword == NO_MAXIMUM_HAND_SIZE and state.objects[pid].controller == player)
               or a.keyword == PLAYERS_NO_MAXIMUM_HAND_SIZE for pid, a in battlefield_abilities(state, Static))


@MAX_HAND_SIZE_CHANGES.register
def max_hand_size_changes(state: GameState, player: int) -> int:
    """402.2: the static abilities of permanents that raise or lower `player`'s maximum hand size (their
    controller's, or each opponent's of their controller), added up."""
    total = 0
    for pid, a in battlefield_abilities(state, MaxHandSizeChange):
        controller = state.objects[pid].controller
        if (controller != player) == a.opponents:
            total += a.amount
    return total


def reduce_max_hand_size(ctx: Ctx, e: ReduceMaxHandSize) -> None:
    """402.2: the player's maximum hand size is lower for the rest of the game (it may go below zero: then every
    card in hand is discarded in the cleanup step, 514.1)."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        p = st.players[player]
        st.set_player(msgspec.structs.replace(p, max_hand_size=p.max_hand_size - e.amount))
        st.emit("max_hand_size", ("402.2",), player=player, size=p.max_hand_size - e.amount)


register_effect(ReduceMaxHandSize, reduce_max_hand_size)
