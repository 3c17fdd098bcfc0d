"""Cards from outside the game, the rules part.

400.11a: a player's cards outside the game are their sideboard (100.4; `Game.new(..., sideboards=...)`, a
scenario's `sideboard:`), kept by name in `GameState.outside`: outside the game is no zone (400.11), so they
are no objects until an effect brings one in (400.11b), which makes a new object (400.7) in its owner's hand.
400.11c: nothing else affects them; a card's characteristics are read as printed (for a split card, either
half: 709.4). The exile choice (Karn, the Great Creator): the face-up cards of that kind the controller owns in
exile (406.3; Karn's ruling: 'Karn's last ability can't get a face-down card in exile, even if you know it's an
artifact card'); 'you may': none is a choice too. The chosen card is put into its owner's hand (400.3)."""

from __future__ import annotations

from lithoform.cards.tree import Filter
from lithoform.catalog.registry import get_def
from lithoform.mechanics.outside_game.nodes import OutsideGameToHand
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import printed_chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.zones import create_object, move
from lithoform.state.model import EXILE, HAND, GameState, Obj


def outside_cards(state: GameState, player: int, f: Filter) -> list[tuple[int, str]]:
    """(position, name) of each card `player` has outside the game that fits `f` (400.11a, 400.11c)."""
    names = state.outside[player] if player < len(state.outside) else ()
    return [(i, name) for i, name in enumerate(names) if _fits(name, f)]


def _fits(name: str, f: Filter) -> bool:
    card = get_def(name)
    faces = card.faces if card.layout == "split" else card.faces[:1]  # 709.4: a split card is both halves
    return any(characteristics_fit(f, printed_chars(face)) for face in faces)


def bring_into_hand(state: GameState, player: int, position: int, reveal: bool = True) -> int:
    """400.11b: the card at `position` outside the game is revealed (701.20a; else seen by its owner only) and
    put into its owner's hand, a new object (400.7); returns its id."""
    names = state.outside[player]
    name = names[position]
    outside = list(state.outside)
    outside[player] = names[:position] + names[position + 1:]
    state.outside = tuple(outside)
    if reveal:
        state.emit("revealed_from_outside", ("400.11b", "701.20a"), player=player, card=name)
    else:  # the other players' logs say only that a card came in (play/observation.py)
        state.emit("put_from_outside", ("400.11b",), player=player, card=name)
    return create_object(state, Obj(0, name, player, player, HAND))


def offer_from_outside(ctx: Ctx, player: int, f: Filter, prompt: str, *, must: bool = False, reveal: bool = True,
                       purpose: str = "card outside the game") -> bool:
    """400.11b: `player` may choose one card of theirs outside the game that fits `f` (one must be chosen if
    `must`), which is put into their hand; whether one was. Nothing is asked when none fits."""
    found = outside_cards(ctx.state, player, f)
    if not found:
        return False
    picked = ctx.ask(player, "choose", prompt, tuple(range(len(found))), 1 if must else 0, 1,
                     labels=tuple(name for _, name in found), purpose=purpose)
    for i in picked:
        bring_into_hand(ctx.state, player, found[i][0], reveal=reveal)
    return bool(picked)


def _outside_game_to_hand(ctx: Ctx, e: OutsideGameToHand) -> None:
    """The cards outside the game are offered first; if none is taken, the face-up ones in exile (Karn): one
    card in all, or none."""
    st = ctx.state
    if not outside_cards(st, ctx.controller, e.filter):
        st.emit("no_cards_outside_the_game", ("400.11b",), player=ctx.controller)
    verb = "reveal" if e.reveal else "put into your hand"
    if offer_from_outside(ctx, ctx.controller, e.filter, f"{verb} a card you own from outside the game (400.11b)",
                          must=not e.optional and not e.exile, reveal=e.reveal):
        return
    if not e.exile:
        return
    options = tuple(oid for oid in st.zones[EXILE]
                    if isinstance(o := st.objects[oid], Obj) and o.owner == ctx.controller and not o.face_down
                    and matches(st, e.filter, oid, ctx.controller, ctx.source))
    if not options:
        return
    picked = ctx.ask(ctx.controller, "choose", "choose a face-up card you own in exile to put into your hand",
                     options, 0, 1)
    for oid in picked:
        move(st, oid, HAND, rules=("400.3", "400.11b"))


register_effect(OutsideGameToHand, _outside_game_to_hand)
