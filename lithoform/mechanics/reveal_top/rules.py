"""Revealing the top card of a library (701.20a) and naming it afterwards.

'Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that
card into your hand.' The card is revealed to all players (701.20a: revealing shows it, and it stays where it
is); the later instructions of the same effect name it ('it', 'that card': `RevealedCard`, kept by the
resolving context), and once it has moved it is a new object (400.7) that they no longer
find, except through its last known information (608.2h: 'you lose life equal to its mana value')."""

from __future__ import annotations

from lithoform.mechanics.reveal_top.nodes import (
    PutIntoGraveyard,
    RevealAtRandomFromHand,
    RevealedCard,
    RevealTopCard,
)
from lithoform.rules.context import EXTRA_REFS, Ctx, players_of
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, HAND, LIBRARY, PUBLIC_ZONES, Obj, zone_key


def _reveal_top_card(ctx: Ctx, e: RevealTopCard) -> None:
    """701.20a: the top card of the controller's library is shown to all players."""
    st = ctx.state
    library = st.zones[zone_key(LIBRARY, ctx.controller)]
    if not library:  # nothing to reveal: 'it' names nothing later
        return
    top = library[0]
    st.emit("reveal_cards", ("701.20a",), player=ctx.controller, cards=[st.objects[top].card], where="top")
    # not in the event: a library card's id is secret (issue 20), only its name is shown; kept with the length
    # of the log then, so that a later move of it is found among the events since
    ctx.revealed = (top, st.log_len)


def _reveal_at_random(ctx: Ctx, e: RevealAtRandomFromHand) -> None:
    """701.20a: one card of the player's hand, picked by the game's seeded generator, shown to all players."""
    st = ctx.state
    for player in players_of(ctx, e.who)[:1]:  # one player: 'that card' names one card
        hand = st.zones[zone_key(HAND, player)]
        if not hand:
            return
        card = hand[st.random(len(hand))]
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card], where="hand_random")
        ctx.revealed = (card, st.log_len)


def _revealed_card(ctx: Ctx, ref: RevealedCard) -> tuple[int, ...]:
    """The card this resolution revealed last. 400.7j: once this effect has moved it to a public zone, the
    object it became there; moved to a hidden zone (a hand), the card as it last was (608.2h: its mana value)."""
    if not ctx.revealed:
        return ()
    oid, mark = ctx.revealed
    st = ctx.state
    node, newer = st.log, st.log_len - mark
    while node is not None and newer > 0:
        e = node[0]
        if e.kind == "zone_change" and e.args.get("old") == oid:
            new = e.args.get("new")
            obj = st.objects.get(new) if isinstance(new, int) else None
            if obj is not None and obj.zone in PUBLIC_ZONES:
                return (new,)
            break
        node, newer = node[1], newer - 1
    return (oid,) if st.known(oid) is not None else ()


def _put_into_graveyard(ctx: Ctx, e: PutIntoGraveyard) -> None:
    """400.3: to its owner's graveyard."""
    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if r > 0 and isinstance(obj, Obj) and obj.zone != GRAVEYARD:
            move(st, r, GRAVEYARD, rules=("400.3",))


EXTRA_REFS[RevealedCard] = _revealed_card
register_effect(RevealTopCard, _reveal_top_card)
register_effect(PutIntoGraveyard, _put_into_graveyard)
register_effect(RevealAtRandomFromHand, _reveal_at_random)
