"""Actions from the opening hand (103.6). Once the mulligan process is complete (103.5), the starting player,
then each other player in turn order, chooses which of their opening hand's cards with 'If ~ is in your opening
hand, you may begin the game with it on the battlefield.' they put onto the battlefield (103.6a); the core asks
through OPENING_HAND_ACTIONS (rules/turn/start.py) before the first turn begins (103.8)."""

from __future__ import annotations

from lithoform.mechanics.opening_hand.nodes import BeginOnBattlefield
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import OPENING_HAND_ACTIONS
from lithoform.state.model import HAND, LIBRARY, GameState, Obj, zone_key


def _is_leyline(obj: object) -> bool:
    return isinstance(obj, Obj) and any(isinstance(a, BeginOnBattlefield) for a in face_of(obj).abilities)


def leylines(state: GameState, player: int) -> tuple[int, ...] | None:
    """103.6a: the cards of `player`'s opening hand that let them begin the game with them on the battlefield;
    None when neither their hand nor their library holds such a card (asked once, as the game starts)."""
    hand = state.zones[zone_key(HAND, player)]
    found = tuple(oid for oid in hand if _is_leyline(state.objects[oid]))
    if found or any(_is_leyline(state.objects[oid]) for oid in state.zones[zone_key(LIBRARY, player)]):
        return found
    return None


OPENING_HAND_ACTIONS.register(leylines)
