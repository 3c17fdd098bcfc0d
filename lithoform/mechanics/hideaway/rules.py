"""Hideaway (702.75) and the abilities linked to it (607.2a).

702.75a: 'Hideaway N' means 'When this permanent enters, look at the top N cards of your library. Exile one of
them face down and put the rest on the bottom of your library in a random order. The exiled card gains "The
player who controls the permanent that exiled this card may look at this card in the exile zone."' The look is
private (401.4: the cards are offered as `seen`); the card is exiled face down (406.3: no characteristics for
the other players, its move's log line names it to its owner only) and linked to the permanent (607.2a).
702.75b: a card printed with 'Hideaway' and no numeral reads 'Hideaway 4' and '[This permanent] enters tapped.'

'You may play the exiled card without paying its mana cost': during the resolution, a land is played (305.1;
305.2a-b: only with a land play left, counted as one; 305.3: only on the player's own turn; 712.12: a modal
double-faced card's land face may be played), anything else is cast (608.2g) for no mana (118.9); 305.9: a card
that is a land is never cast. 'Put the exiled card into its owner's hand': moved, not revealed (Watcher for
Tomorrow's ruling)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import CardFace
from lithoform.catalog.registry import get_def
from lithoform.mechanics.hideaway.nodes import HIDEAWAY, HideawayExile, PlayLinkedFree, PutLinkedInHand
from lithoform.rules.cast_faces import castable_faces
from lithoform.rules.context import Ctx, add_link, linked
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import FACE_DOWN_VALUES
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.triggers.matching import land_played_triggers
from lithoform.rules.turn.land_plays import can_play_another_land
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD, EXILE, HAND, LIBRARY, Obj, zone_key

_NO_FACE = CardFace(name="", types=())


def _hideaway_exile(ctx: Ctx, e: HideawayExile) -> None:
    """702.75a: look at the top N cards, exile one face down (linked, 607.2a), the rest go on the bottom of the
    library in a random order."""
    st = ctx.state
    player = ctx.controller
    key = zone_key(LIBRARY, player)
    top = st.zones[key][:e.count]
    if not top:
        return
    st.emit("look_at_top", ("401.4", "702.75a"), player=player, owner=player, count=len(top))
    (chosen,) = ctx.ask(player, "choose", "choose the card to exile face down (hideaway, 702.75a)", tuple(top), 1, 1,
                        seen=tuple(top), purpose="dig") if len(top) > 1 else (top[0],)
    rest = [c for c in top if c != chosen]
    new = move(st, chosen, EXILE, face_down=HIDEAWAY, rules=("702.75a", "406.3"))
    if new:
        add_link(st, ctx.source, e.key, (new,))
    for i in range(len(rest) - 1, 0, -1):  # a random order from the game's generator
        j = st.random(i + 1)
        rest[i], rest[j] = rest[j], rest[i]
    others = tuple(c for c in st.zones[key] if c not in rest)
    st.zones[key] = others + tuple(rest)


def _land_faces(card: str) -> list[int]:
    """The faces of a card that are played as a land (305.9; 712.12: a modal double-faced card's back face)."""
    d = get_def(card)
    faces = d.faces if d.layout == "modal_dfc" else d.faces[:1]
    return [i for i, f in enumerate(faces) if "Land" in f.types]


def _play_linked_free(ctx: Ctx, e: PlayLinkedFree) -> None:
    """Plays (or casts) each linked card still in exile, without paying its mana cost, during the resolution
    (305.1-305.3, 608.2g, 118.9)."""
    st = ctx.state
    player = ctx.controller
    for card in linked(st, ctx.source, e.key):
        obj = st.objects.get(card)
        if not isinstance(obj, Obj) or obj.zone != EXILE:
            continue
        lands = [] if e.cast_only else _land_faces(obj.card)
        options: list[str] = []
        if lands and st.active == player and can_play_another_land(st, player):  # 305.2b, 305.3
            options += [f"land:{i}" for i in lands]
        front_is_land = "Land" in get_def(obj.card).faces[0].types
        faces = () if front_is_land else castable_faces(st, player, card)  # 305.9: a land is never cast
        # 709.3, 712.11b, 715.3: cast as any face it could be cast as (a split card's half, an Adventure)
        options += [f"cast:{f}" for f in faces]
        if not options:
            continue
        if len(options) > 1:
            names = get_def(obj.card).faces
            labels = tuple(("cast it" if len(faces) == 1 else f"cast it as {names[int(o[5:])].name}")
                           if o.startswith("cast") else f"play it as a land (face {o[5:]})" for o in options)
            (pick,) = ctx.ask(player, "choose", f"play {obj.card} how?", tuple(range(len(options))), 1, 1,
                              labels=labels, purpose="play_free")
            choice = options[pick]
        else:
            choice = options[0]
        if choice.startswith("cast"):
            cast_during_resolution(st, player, card, face=int(choice[5:]))
            continue
        _play_land_now(ctx, card, int(choice[5:]))


def _play_land_now(ctx: Ctx, card: int, face: int) -> None:
    """305.1, 305.2a: the land is played during the resolution: it counts as the player's land play."""
    st = ctx.state
    player = ctx.controller
    name = st.objects[card].card
    new = move(st, card, BATTLEFIELD, controller=player, rules=("305.1",), face=face)
    p = st.players[player]
    st.set_player(msgspec.structs.replace(p, lands_played=p.lands_played + 1))
    st.emit("play_land", ("305.1", "305.2a"), player=player, card=name)
    if new in st.objects:
        land_played_triggers(st, player, new)  # 'when you play another land' (603.2)


def _put_linked_in_hand(ctx: Ctx, e: PutLinkedInHand) -> None:
    """607.2a: the linked card still in exile goes to its owner's hand (Watcher for Tomorrow: not revealed)."""
    st = ctx.state
    for card in linked(st, ctx.source, e.key):
        obj = st.objects.get(card)
        if isinstance(obj, Obj) and obj.zone == EXILE:
            move(st, card, HAND, rules=("607.2a",))


def face_down_values(kind: str) -> CardFace | None:
    """406.3, 702.75a: a card exiled face down by hideaway has no characteristics (for everyone but the player
    who may look at it)."""
    return _NO_FACE if kind == HIDEAWAY else None


register_effect(HideawayExile, _hideaway_exile)
register_effect(PlayLinkedFree, _play_linked_free)
register_effect(PutLinkedInHand, _put_linked_in_hand)
FACE_DOWN_VALUES.register(face_down_values)
