"""Actions from the opening hand (103.6). Once the mulligan process is complete (103.5), the starting player,
then each other player in turn order, chooses which of their opening hand's cards take their actions (the core
asks through OPENING_HAND_ACTIONS, rules/turn/start.py, before the first turn begins, 103.8):
- 'If ~ is in your opening hand, you may begin the game with it on the battlefield.' (103.6a): put onto the
  battlefield (the core does it for any card no mechanic takes);
- 'You may reveal ~ from your opening hand. If you do, when each opponent casts their first spell of the game,
  ...' (103.6b, OPENING_HAND_REVEALS): the card is revealed and stays in the hand; revealing it creates the
  delayed triggered ability (603.7a), which lasts the whole game and triggers on each opponent's first spell."""

from __future__ import annotations

from lithoform.mechanics.opening_hand.nodes import BeginOnBattlefield, RevealFromOpeningHand
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import OPENING_HAND_ACTIONS, OPENING_HAND_REVEALS
from lithoform.state.model import HAND, LIBRARY, Delayed, GameState, Obj, zone_key

GAME = "game"  # a Delayed's `lasts`: it lasts the whole game (rules/turn/steps.py keeps it at cleanup)


def _is_leyline(obj: object) -> bool:
    return isinstance(obj, Obj) and any(isinstance(a, BeginOnBattlefield | RevealFromOpeningHand)
                                        for a in face_of(obj).abilities)


def leylines(state: GameState, player: int) -> tuple[int, ...] | None:
    """103.6a-b: the cards of `player`'s opening hand that let them begin the game with them on the battlefield
    or reveal them; None when neither their hand nor their library holds such a card (asked once, as the game
    starts)."""
    hand = state.zones[zone_key(HAND, player)]
    found = tuple(oid for oid in hand if _is_leyline(state.objects[oid]))
    if found or any(_is_leyline(state.objects[oid]) for oid in state.zones[zone_key(LIBRARY, player)]):
        return found
    return None


def reveal(state: GameState, player: int, oid: int) -> bool:
    """103.6b: the player reveals the card (it remains revealed until the first turn begins) and its ability
    creates its delayed triggered ability (603.7a), controlled by that player, with the card as its source."""
    obj = state.objects[oid]
    ability = next((a for a in face_of(obj).abilities if isinstance(a, RevealFromOpeningHand)), None) \
        if isinstance(obj, Obj) else None
    if ability is None:
        return False
    assert isinstance(obj, Obj)
    name = face_of(obj).name
    state.emit("opening_hand_reveal", ("103.6b",), player=player, card=name)
    state.delayed = state.delayed + (Delayed(state.new_id(), player, oid, name, "", ability.effect,
                                             next_only=False, trigger=ability.trigger, lasts=GAME),)
    state.emit("delayed_trigger", ("603.7a",), card=name, step="the game's " + ability.trigger.event)
    return True


OPENING_HAND_ACTIONS.register(leylines)
OPENING_HAND_REVEALS.register(reveal)
