"""A player's whole hand exiled face down (406.3) and returned later (603.7c): Memory Jar, 'Each player exiles all
cards from their hand face down and draws seven cards. At the beginning of the next end step, each player discards
their hand and returns to their hand each card they exiled this way.'

- 406.3: cards exiled face down can't be examined by any player (Memory Jar's ruling: 'You can't look at the cards
  you exiled until they return to your hand.'): they are face down of a kind with no characteristics (406.3a,
  hooks.FACE_DOWN_VALUES), so no view or log line names them.
- 603.7c: the delayed triggered ability made later in the same effect refers to the cards exiled this way: they
  are the effect's `created` objects, fixed in the delayed trigger as it is made.
- 400.3: a card in a player's hand is owned by that player, so 'returns to their hand each card they exiled this
  way' puts each card still in exile (400.7) into its owner's hand; it is turned face up as it leaves (406.3).
"""

from __future__ import annotations

from lithoform.cards.tree import CardFace
from lithoform.mechanics.exiled_hands.nodes import EXILED_FACE_DOWN, ExileHandFaceDown, ReturnExiledThisWay
from lithoform.rules.context import Ctx, add_link, in_turn_order, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import FACE_DOWN_VALUES
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, HAND, Obj, zone_key

_NO_FACE = CardFace(name="", types=())


def _exile_hand_face_down(ctx: Ctx, e: ExileHandFaceDown) -> None:
    """406.3, 701.13a: each player's whole hand goes to exile face down; the new objects are the cards exiled
    this way (603.7c)."""
    st = ctx.state
    exiled: list[int] = []
    for player in in_turn_order(st, players_of(ctx, e.who)):
        for card in st.zones[zone_key(HAND, player)]:
            new = move(st, card, EXILE, face_down=EXILED_FACE_DOWN, rules=("701.13a", "406.3"))
            if new:
                exiled.append(new)
    ctx.created = exiled
    if e.key and exiled:
        add_link(st, ctx.source, e.key, tuple(exiled))  # 607.2a: 'cards exiled with ~' (Bottled Cloister)


def _return_exiled_this_way(ctx: Ctx, e: ReturnExiledThisWay) -> None:
    """603.7c, 400.3: each card the effect exiled that is still in exile goes back to its owner's hand (the hand
    it was exiled from), if that owner is one of the players returning them."""
    st = ctx.state
    players = set(players_of(ctx, e.who))
    for card in list(ctx.created):
        obj = st.objects.get(card)
        if isinstance(obj, Obj) and obj.zone == EXILE and obj.owner in players:
            move(st, card, HAND, rules=("603.7c", "400.3"))


def face_down_values(kind: str) -> CardFace | None:
    """406.3a: a card exiled face down has no characteristics."""
    return _NO_FACE if kind == EXILED_FACE_DOWN else None


register_effect(ExileHandFaceDown, _exile_hand_face_down)
register_effect(ReturnExiledThisWay, _return_exiled_this_way)
FACE_DOWN_VALUES.register(face_down_values)
