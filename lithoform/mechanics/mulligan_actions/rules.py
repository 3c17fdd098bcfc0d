"""Actions taken 'any time you could mulligan' (103.5b), the rules part.

At each point where a player would declare whether they take a mulligan (103.5), the core asks MULLIGAN_ACTIONS
which of their hand's cards allow an action then; taking one (MULLIGAN_ACTION_TAKEN) is not a declaration: the
player then declares, or takes another such action (103.5b). Serum Powder: its owner exiles all the cards of
their hand, then draws that many (the exiled cards stay in exile for the game; a mulligan doesn't count)."""

from __future__ import annotations

from lithoform.mechanics.mulligan_actions.nodes import MulliganExileHand
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import MULLIGAN_ACTION_TAKEN, MULLIGAN_ACTIONS
from lithoform.rules.zones import draw, move
from lithoform.state.model import EXILE, HAND, GameState, Obj, zone_key


def _exchanges_hand(obj: object) -> bool:
    return isinstance(obj, Obj) and any(isinstance(a, MulliganExileHand) for a in face_of(obj).abilities)


def serum_powders(state: GameState, player: int) -> tuple[int, ...]:
    """103.5b: the cards of `player`'s hand whose ability may be used now (it functions only in the hand)."""
    return tuple(oid for oid in state.zones[zone_key(HAND, player)] if _exchanges_hand(state.objects[oid]))


def exile_hand_and_draw(state: GameState, player: int, oid: int) -> bool:
    """103.5b, 406.3: the player exiles every card of their hand (Serum Powder among them), then draws as many."""
    if not _exchanges_hand(state.objects.get(oid)):
        return False
    hand = state.zones[zone_key(HAND, player)]
    state.emit("mulligan_action", ("103.5b",), player=player, card=face_of(state.objects[oid]).name,
               count=len(hand))
    for card in hand:
        move(state, card, EXILE, rules=("103.5b", "406.3"))
    draw(state, player, len(hand))
    return True


MULLIGAN_ACTIONS.register(serum_powders, needs=("MulliganExileHand",))
MULLIGAN_ACTION_TAKEN.register(exile_hand_and_draw, needs=("MulliganExileHand",))
