"""Free casts during the resolution, the rules part: 608.2g (a spell cast during the resolution of another,
rules/stack/during_resolution.py), 118.9 (without paying its mana cost: an alternative cost of no mana; 107.3:
X is 0), 601.1 (a land card is played, never cast), 608.2b (a target card that left its zone is illegal) and
614.1a ('If that spell would be put into your graveyard, exile it instead.').

As with any choice from a hand only its owner sees, the choice from the hand is asked whenever the hand isn't
empty, castable cards or not, so that whether it is asked tells the opponent nothing (issue 20)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lithoform.cards.tree import CardFace, Cost, PowerOf, This
from lithoform.mechanics.free_casts.nodes import (
    MayCastFromExileFree,
    MayCastFromHandFree,
    MayCastTargetFree,
    MayCastThatFree,
    SearchEachLibraryExileCast,
    SearchExileCastOthers,
)
from lithoform.rules.cast_faces import castable_faces, choose_face
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.effects.library import search_forbidden, searchable
from lithoform.rules.hooks import PERMISSION_COSTS, STACK_LEAVE_DESTINATION
from lithoform.rules.stack.during_resolution import DURING_RESOLUTION, cast_during_resolution
from lithoform.rules.zones import move, shuffle
from lithoform.state.model import EXILE, GRAVEYARD, HAND, LIBRARY, STACK, GameState, Obj, zone_key

EXILED_AFTER = "free, exiled after"  # the permission's name when the spell is exiled rather than put in a graveyard
PAYING = "paying"  # cast during the resolution with its costs paid as usual (no PERMISSION_COSTS entry)
PAYING_EXILED = "paying, exiled after"
_NO_MANA = Cost()


def _faces(state: GameState, player: int, oid: int, via: str, fits: Callable[[], bool] | None = None) -> tuple[int, ...]:
    """601.1, 601.2c-h: the faces (709.3, 712.11b, 715.3: a split card's halves, an Adventure, a modal
    double-faced card's faces) the card could be cast as now (for no mana, or paying its costs), never a land
    (305.9); `fits`: the effect's criteria, read as that face."""
    free = via not in (PAYING, PAYING_EXILED)
    return castable_faces(state, player, oid, via, _NO_MANA if free else None, fits)


def _castable(state: GameState, player: int, oid: int, via: str) -> bool:
    return bool(_faces(state, player, oid, via))


def _cast(ctx: Ctx, player: int, card: int, via: str = DURING_RESOLUTION, fits: Callable[[], bool] | None = None,
          faces: tuple[int, ...] | None = None) -> None:
    """608.2g: the card is cast once the resolution is over, as the face the player chooses (709.3, 712.11b,
    715.3) among those it could be cast as."""
    faces = _faces(ctx.state, player, card, via, fits) if faces is None else faces
    cast_during_resolution(ctx.state, player, card, via, face=choose_face(ctx, player, card, faces))


def _from_hand(ctx: Ctx, e: MayCastFromHandFree) -> None:
    """608.2g: the controller may cast one card of their hand matching the filter (checked now, 608.2h: 'mana
    value X or less' with the X of the resolving spell) without paying its mana cost (118.9)."""
    st = ctx.state
    player = ctx.controller
    hand = st.zones[zone_key(HAND, player)]
    if not hand:
        return
    def fits(o: int) -> Callable[[], bool]:
        return lambda: matches(st, e.filter, o, player, ctx.source)  # as the face cast (709.3b, 712.11b, 715.3b)

    options = tuple(o for o in hand if _faces(st, player, o, DURING_RESOLUTION, fits(o)))
    picked = ctx.ask(player, "choose", "you may cast a spell from your hand without paying its mana cost "
                     "(608.2g, 118.9)", options, 0, min(1, len(options)), purpose="cast_free")
    if picked:
        _cast(ctx, player, picked[0], fits=fits(picked[0]))


def _target(ctx: Ctx, e: MayCastTargetFree) -> None:
    """608.2g: the target card, if it is still a legal target (608.2b), may be cast by the controller without
    paying its mana cost (118.9), a card an opponent owns included (the caster controls the spell, 108.4)."""
    st = ctx.state
    player = ctx.controller
    via = (EXILED_AFTER if e.exile else DURING_RESOLUTION) if e.free else (PAYING_EXILED if e.exile else PAYING)
    cards = [r for r in ctx.refs(e.what) if r > 0 and isinstance(st.objects.get(r), Obj)
             and st.objects[r].zone == GRAVEYARD and _castable(st, player, r, via)]
    if not cards:
        return
    card = cards[0]
    free = " without paying its mana cost" if e.free else ""
    (yes,) = ctx.ask(player, "may", f"cast {st.objects[card].card}{free}? (608.2g)",
                     (1, 0), 1, 1, purpose="cast_free")
    if yes:
        _cast(ctx, player, card, via)


def _that_card(ctx: Ctx, e: MayCastThatFree) -> None:
    """608.2g, 118.9: the card an earlier instruction moved (the found card, exiled), if it is still there (400.7),
    may be cast now without paying its mana cost; its type's timing is ignored, other restrictions aren't (the
    ruling of Bring to Light); not cast, it stays where it is."""
    st = ctx.state
    player = ctx.controller
    cards = [r for r in ctx.refs(e.what) if r > 0 and isinstance(st.objects.get(r), Obj)
             and st.objects[r].zone in (EXILE, GRAVEYARD, HAND) and _castable(st, player, r, DURING_RESOLUTION)]
    if not cards:
        return
    card = cards[0]
    (yes,) = ctx.ask(player, "may", f"cast {st.objects[card].card} without paying its mana cost? (608.2g)",
                     (1, 0), 1, 1, purpose="cast_free")
    if yes:
        _cast(ctx, player, card)


def _search_exile_cast_others(ctx: Ctx, e: SearchExileCastOthers) -> None:
    """701.23a: the search, one card at a time so that no two share a name ('with different names'; a search
    for a stated quality may find fewer, 701.23b); the cards are exiled (face up: public). 608.2d: an opponent
    chooses one, shuffled into the library (701.24a). 608.2g: the controller may cast the others, in the order
    they choose, for no mana (118.9). The ruling: "If you find only one card, you'll shuffle it into your
    library and exile Emergent Ultimatum without casting anything." """
    st = ctx.state
    player = ctx.controller
    library = zone_key(LIBRARY, player)
    if search_forbidden(ctx, player, player):  # 101.2: the search doesn't happen; 'then shuffle' still does
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)
        return
    found: list[int] = []
    cards = searchable(ctx, player, player)  # 614.1a: only the top N under Aven Mindcensor
    while len(found) < e.count and st.zones[library]:
        names = {chars(st, c).name for c in found}
        eligible = tuple(c for c in cards if c not in found and chars(st, c).name not in names
                         and matches(st, e.filter, c, player, ctx.source))
        picked = ctx.ask(player, "choose", f"search your library: choose a card ({len(found) + 1} of up to "
                         f"{e.count}, each with a different name), or none", eligible, 0, min(1, len(eligible)),
                         purpose="search")
        if not picked:
            break
        found.append(picked[0])
    st.emit("search", ("701.23a",), player=player, found=len(found))
    exiled = [m for m in (move(st, c, EXILE, rules=("701.23a", "406.2")) for c in found) if m]
    if not exiled:
        shuffle(st, player)
        st.emit("shuffle", ("701.24a",), player=player)
        return
    opponents = [p for p in range(len(st.players)) if p != player and not st.players[p].lost]
    chooser = opponents[0] if opponents else player
    if len(opponents) > 1:  # the controller chooses which opponent chooses (608.2d)
        (chooser,) = ctx.ask(player, "choose", "choose the opponent who chooses a card", tuple(-1 - p for p in
                             opponents), 1, 1, purpose="player")
        chooser = -1 - chooser
    names = tuple(chars(st, c).name for c in exiled)
    chosen = exiled[:1] if len(exiled) == 1 else list(ctx.ask(
        chooser, "choose", "choose the card shuffled into its owner's library", tuple(exiled), 1, 1, labels=names,
        purpose="choose"))
    move(st, chosen[0], LIBRARY, rules=("701.24a",))
    shuffle(st, player)
    st.emit("shuffle", ("701.24a",), player=player)
    others = [c for c in exiled if c not in chosen]
    while others:
        castable = tuple(c for c in others if _castable(st, player, c, DURING_RESOLUTION))
        if not castable:
            return
        picked = ctx.ask(player, "choose", "you may cast one of the other cards without paying its mana cost "
                         "(608.2g, 118.9), or none", castable, 0, 1,
                         labels=tuple(chars(st, c).name for c in castable), purpose="cast_free")
        if not picked:
            return
        _cast(ctx, player, picked[0])
        others.remove(picked[0])


def _each_library_exile_cast(ctx: Ctx, e: SearchEachLibraryExileCast) -> None:
    """701.23a: for each player in turn order (from the active player, 101.4), the controller searches that
    player's library for a card of the quality (701.23b: may find none) and exiles it (face up: public), then that
    player shuffles (701.24a). 608.2g: the controller may cast the exiled cards, in the order they choose, without
    paying their mana costs (118.9); lands can't be cast (a 'nonland card' search finds none)."""
    st = ctx.state
    player = ctx.controller
    n = len(st.players)
    exiled: list[int] = []
    for owner in ((st.active + i) % n for i in range(n)):
        if st.players[owner].lost:
            continue
        if search_forbidden(ctx, player, owner):  # 101.2: nothing is found there; the shuffle still happens
            shuffle(st, owner)
            st.emit("shuffle", ("701.24a",), player=owner)
            continue
        library = searchable(ctx, player, owner)  # 614.1a: only the top N under Aven Mindcensor
        eligible = tuple(c for c in library if matches(st, e.filter, c, player, ctx.source))
        picked = ctx.ask(player, "choose", f"search P{owner + 1}'s library: choose a card to exile, or none",
                         eligible, 0, min(1, len(eligible)), purpose="search") if library else ()
        st.emit("search", ("701.23a",), player=player, found=len(picked))
        exiled += [m for m in (move(st, c, EXILE, rules=("701.23a", "406.2")) for c in picked) if m]
        shuffle(st, owner)
        st.emit("shuffle", ("701.24a",), player=owner)
    while exiled:
        castable = tuple(c for c in exiled if c in st.zones[EXILE] and _castable(st, player, c, DURING_RESOLUTION))
        if not castable:
            return
        picked = ctx.ask(player, "choose", "you may cast one of the exiled cards without paying its mana cost "
                         "(608.2g, 118.9), or none", castable, 0, 1,
                         labels=tuple(chars(st, c).name for c in castable), purpose="cast_free")
        if not picked:
            return
        _cast(ctx, player, picked[0])
        exiled.remove(picked[0])


def _from_exile(ctx: Ctx, e: MayCastFromExileFree) -> None:
    """608.2g: the controller may cast up to `count` face-up cards in exile (406.3: a face-down card isn't among
    them) that match the filter ('your opponents own', 108.3), one at a time in the order they choose, without
    paying their mana costs (118.9; X is 0, 107.3). Rulings of Ashiok, Nightmare Muse: any such card, not only the
    ones it exiled; cast now or never; "Timing permissions based on a card's type are ignored." (DURING_RESOLUTION)."""
    st = ctx.state
    player = ctx.controller
    chosen: list[int] = []  # each is cast once the ability has finished resolving (during_resolution.py)
    def fits(o: int) -> Callable[[], bool]:
        return lambda: matches(st, e.filter, o, player, ctx.source)  # as the face cast (709.3b, 712.11b, 715.3b)

    while len(chosen) < e.count:
        castable = tuple(c for c in st.zones[EXILE] if c not in chosen and isinstance(st.objects.get(c), Obj)
                         and not st.objects[c].face_down and _faces(st, player, c, DURING_RESOLUTION, fits(c)))
        if not castable:
            return
        picked = ctx.ask(player, "choose", f"you may cast a card from exile without paying its mana cost "
                         f"({len(chosen) + 1} of up to {e.count}; 608.2g, 118.9), or none", castable, 0, 1,
                         labels=tuple(chars(st, c).name for c in castable), purpose="cast_free")
        if not picked:
            return
        _cast(ctx, player, picked[0], fits=fits(picked[0]))
        chosen.append(picked[0])


def exiled_after_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana."""
    return (_NO_MANA, None) if via == EXILED_AFTER else None


def exiled_instead(old: Obj, to: str) -> str:
    """614.1a: 'If that spell would be put into your graveyard, exile it instead.' ('this turn' always holds:
    the spell is cast during the resolution, and a turn doesn't end with a spell on the stack, 500.2)."""
    if old.zone == STACK and old.choices is not None and old.choices.via in (EXILED_AFTER, PAYING_EXILED) \
            and to == GRAVEYARD:
        return EXILE
    return to


def source_power(state: GameState, value: PowerOf, source: int, controller: int, work: Any) -> int:
    """'with mana value less than or equal to ~'s power' (Dreadhorde Arcanist): the source's power now, or as
    it last existed on the battlefield (608.2h; the card's ruling). Only a filter counts it, never a layer."""
    if not isinstance(value.what, This) or work:
        raise TypeError(f"not an amount a static ability counts: {value!r}")
    return chars(state, source).power or 0


EXTRA_STATIC_AMOUNTS[PowerOf] = source_power
register_effect(MayCastFromHandFree, _from_hand)
register_effect(MayCastFromExileFree, _from_exile)
register_effect(MayCastTargetFree, _target)
register_effect(MayCastThatFree, _that_card)
register_effect(SearchExileCastOthers, _search_exile_cast_others)
PERMISSION_COSTS.register(exiled_after_costs)
STACK_LEAVE_DESTINATION.register(exiled_instead)
register_effect(SearchEachLibraryExileCast, _each_library_exile_cast)
