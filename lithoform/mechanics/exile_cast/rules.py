"""Exiling the top card of a player's library and casting it this turn (406.2, 601.3; Ragavan, Nimble
Pilferer). The exiled cards are linked to the source under a key naming the player who may cast them and the
turn (607.2a); the permission lasts while a card stays exiled (a new object elsewhere, 400.7) and ends with
the turn (514.2). A land card can't be cast, so it gives no permission (Ragavan's ruling: "If you exile a
land card, you can't play that card."). The caster follows the timing rules and pays the costs (601.2)."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.catalog.registry import get_def
from lithoform.mechanics.exile_cast.nodes import CastExiledNow, ExileTopOfLibrary, MayCastExiled
from lithoform.rules.context import Ctx, add_link, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import CAST_PERMISSIONS, SPEND_AS_ANY_TYPE, STACK_LEAVE_DESTINATION
from lithoform.rules.legal import can_cast
from lithoform.rules.stack.during_resolution import cast_during_resolution
from lithoform.rules.stack.permissions import Permission
from lithoform.rules.zones import move
from lithoform.state.model import EXILE, GRAVEYARD, LIBRARY, STACK, GameState, Link, Obj, zone_key

MAY_CAST = "may_cast_exiled:"  # + player:turn[:flags]
VIA = "exile_cast"
ANY_TYPE = "any_type"  # 609.4b: the flag (and the permission's name's suffix) of 'spend mana as though any type'
EXILE_AFTER = "exiled_after"  # 614.1a: 'If that spell would be put into a graveyard this turn, exile it instead.'
_VIAS = {(a, x): "_".join([VIA] + ([ANY_TYPE] if a else []) + ([EXILE_AFTER] if x else []))
         for a in (False, True) for x in (False, True)}


def _exile_top_of_library(ctx: Ctx, e: ExileTopOfLibrary) -> None:
    """406.2: the top card of each such player's library is exiled; 'that card' names it (ctx.created)."""
    st = ctx.state
    moved = []
    for player in players_of(ctx, e.who):
        library = st.zones[zone_key(LIBRARY, player)]
        if library:
            moved.append(move(st, library[0], EXILE, rules=("406.2",)))
    ctx.created = [m for m in moved if m]
    if e.key and ctx.created:  # 607.2a: linked to the ability that refers to the cards 'exiled with ~'
        add_link(st, ctx.source, e.key, tuple(ctx.created))


def _may_cast_exiled(ctx: Ctx, e: MayCastExiled) -> None:
    """601.3: the controller may cast the cards just exiled, this turn, while they stay in exile."""
    st = ctx.state
    cards = tuple(o for o in ctx.created if o in st.objects and st.objects[o].zone == EXILE)
    if not cards:
        return
    via = _VIAS[(e.any_type, e.exile_after)]
    st.links = st.links + (Link(ctx.source, f"{MAY_CAST}{ctx.controller}:{st.turn}:{via}", cards),)
    st.emit("may_play_exiled", ("601.3",), player=ctx.controller, count=len(cards), until="this turn")


def _permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: the exiled cards `player` may cast this turn (not a land: 305.1, a land is played, not cast)."""
    key = f"{MAY_CAST}{player}:{state.turn}:"
    for link in state.links:
        if not link.key.startswith(key):
            continue
        via = link.key[len(key):]
        for oid in link.objects:
            obj = state.objects.get(oid)
            if obj is None or obj.zone != EXILE or "Land" in chars(state, oid).types:
                continue
            if get_def(obj.card).layout in SPLIT_LAYOUTS and obj.printed is None:
                continue  # as exile_to_play: a split card is cast as one of its halves (709.3)
            yield Permission(oid, via, False)


NOW = "paying"  # free_casts' name for a cast during the resolution with its costs paid (no PERMISSION_COSTS entry)


def _cast_exiled_now(ctx: Ctx, e: CastExiledNow) -> None:
    """608.2g: the controller may cast the card just exiled, now, paying its costs; the timing rules of its type
    are ignored (Chandra, Torch of Defiance's ruling). 305.1, 601.1: a land card can't be cast ('If the card
    exiled ... is a land card, you can't play it and Chandra deals 2 damage to each opponent.'). 608.2c: 'If you
    don't' happens when it isn't cast: declined, or a card that can't be."""
    st = ctx.state
    player = ctx.controller
    cards = [o for o in ctx.created if o in st.objects and st.objects[o].zone == EXILE]
    card = cards[0] if len(cards) == 1 else None
    if card is not None and ("Land" in chars(st, card).types or not can_cast(
            st, player, card, via=Permission(card, NOW, False))):
        card = None
    if card is not None:
        (yes,) = ctx.ask(player, "may", f"cast {st.objects[card].card}? (608.2g)", (1, 0), 1, 1, purpose="cast_free")
        if yes:
            cast_during_resolution(st, player, card, NOW)
            return
        st.emit("declined", ("608.2d",), player=player, card=chars(st, ctx.source).name)
    if e.otherwise is not None:
        run_effect(ctx, e.otherwise)


def any_type(via: str) -> bool:
    """609.4b: '... and you may spend mana as though it were mana of any type to cast that spell.'"""
    return via.startswith(VIA) and ANY_TYPE in via


def exiled_instead(old: Obj, to: str) -> str:
    """614.1a: 'If that spell would be put into a graveyard this turn, exile it instead.' ('this turn' always
    holds: the permission lasts the turn, and a turn doesn't end with a spell on the stack, 500.2)."""
    if old.zone == STACK and old.choices is not None and old.choices.via.startswith(VIA) \
            and old.choices.via.endswith(EXILE_AFTER) and to == GRAVEYARD:
        return EXILE
    return to


register_effect(ExileTopOfLibrary, _exile_top_of_library)
SPEND_AS_ANY_TYPE.register(any_type)
STACK_LEAVE_DESTINATION.register(exiled_instead)
register_effect(CastExiledNow, _cast_exiled_now)
register_effect(MayCastExiled, _may_cast_exiled)
CAST_PERMISSIONS.register(_permissions, needs=("ExileTopOfLibrary", "MayCastExiled"))
