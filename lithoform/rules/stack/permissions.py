"""Casting spells and playing lands from zones other than the hand (601.3, 305.1): the core's framework.

601.3: a player may begin to cast a spell only if a rule or effect allows it. The hand is the rule's own
zone (117.1a, 305.1); every other permission comes from a mechanic (flashback 702.34a and 'cast from your
graveyard', 'play the top card of your library', cards exiled with permission to play them), which
registers its sources at the hook points of rules/hooks.py. Each permission has a name (`via`), kept in
the spell's `Choices` so the announcement (601.2b, 601.2f) applies its costs and a replacement of where the
spell goes (702.34a) knows how it was cast. The timing rules still apply (117.1a, 307.1, 305.2; legal.py).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import NamedTuple

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardFace, Cost
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS, PERMISSION_USED, SPEND_AS_ANY_TYPE
from lithoform.state.model import GameState, Obj


class Permission(NamedTuple):
    """A card `oid` the player may cast (or play, `land`) from where it is, and the costs that come with
    the permission: `alternative` rather than the mana cost (118.9b: required), `additional` on top."""

    oid: int
    via: str
    land: bool = False
    alternative: Cost | None = None
    additional: Cost | None = None
    face: int = 0  # 712.11a: cast transformed, its back face up (disturb, 702.146a); 712.11b, 715.3: the face cast
    # (a modal double-faced card's back face, an Adventure: `cast_faces`); 712.12: for a land play, the land face
    flash: bool = False  # 601.3e: the permission lets it be cast as though it had flash ('if you pay {2} more')


def permissions(state: GameState, player: int) -> Iterator[Permission]:
    """The cards outside `player`'s hand that a permission lets them cast or play (601.3), in the order of
    the registered sources, whether or not the timing and costs allow it now (legal.py checks those).

    Issue 13: kept while what the sources read stays as it was: the characteristics (the cache's own
    generation, which a change of characteristics or zones replaces), every zone's contents, the links
    (607: cards exiled with permission to play them), the continuous effects, the turn, the players'
    records but their mana pools and the commanders (903.8: the tax); not the objects' status (tapped, damage), which no permission reads. A
    mana ability activated at priority changes nothing of it. CHECK (env LITHOFORM_CHECK_LEGAL=1, on in the
    tests) compares each reuse with the sources' fresh answer."""
    if not CAST_PERMISSIONS.now(state):
        return iter(())  # no source of permissions in this game (the usual case: rare rules gated, present.py)
    memo = state.memo
    key = ("permissions", player)
    depends = (tuple(state.zones.values()), state.links, state.effects, state.turn,
               tuple([(p.life, p.lands_played, p.land_plays, p.turn_began, p.lost) for p in state.players]),
               state.commanders)  # (903.8: the commander tax)
    hit = memo.get(key)
    if hit is not None and hit[0] is state.chars and hit[1] == depends:
        if CHECK:
            _check(state, player, hit[2])
        return iter(hit[2])
    found = tuple(_fresh(state, player))
    if len(memo) > 64:
        memo.clear()
    memo[key] = (state.chars, depends, found)
    return iter(found)


def _fresh(state: GameState, player: int) -> Iterator[Permission]:
    for source in CAST_PERMISSIONS.now(state):
        yield from source(state, player)


CHECK = os.environ.get("LITHOFORM_CHECK_LEGAL", "") not in ("", "0")


class StalePermissionsError(Exception):
    """Kept permissions differ from the sources' fresh answer: a source reads something the key of
    `permissions` leaves out (a bug in the cache, never in the game)."""


def _check(state: GameState, player: int, kept: tuple[Permission, ...]) -> None:
    fresh = tuple(_fresh(state, player))
    if fresh != kept:
        raise StalePermissionsError(f"the kept permissions of P{player + 1} differ from fresh ones at turn "
                                    f"{state.turn}: kept {kept}, fresh {fresh}")


def permission(state: GameState, player: int, oid: int, via: str) -> Permission | None:
    """The permission named `via` to cast `oid` (or, with none, to play it as a land), if the player has it."""
    found = [p for p in permissions(state, player) if p.oid == oid and p.via == via]
    return next((p for p in found if not p.land), found[0] if found else None)


def land_faces(state: GameState, oid: int) -> tuple[int, ...]:
    """305.1, 712.12: the faces with which a card outside the battlefield may be played as a land: its front face
    when that is a land (712.8a: elsewhere it has only its front face's characteristics), and a modal
    double-faced card's land back face. Zendikar Rising release notes: "If an effect allows you to play a land or
    cast a spell from among a group of cards, you may play or cast a modal double-faced card with any face that
    fits the criteria of that effect" (Crucible of Worlds plays Shatterskull, the Hammer Pass from a graveyard)."""
    faces: tuple[int, ...] = (0,) if "Land" in chars(state, oid).types else ()
    obj = state.objects[oid]
    if isinstance(obj, Obj) and obj.printed is None and not obj.face_down and not obj.copied:
        card = get_def(obj.card)
        if card.layout == "modal_dfc":
            faces += tuple(i for i, f in enumerate(card.faces) if i and "Land" in f.types)
    return faces


def play_permissions(state: GameState, oid: int, via: str, lands: bool = True,
                     spells: bool = True) -> Iterator[Permission]:
    """A permission to play `oid` ('You may play that card', 'play lands from your graveyard'): one land play for
    each face it may be played as a land with when `lands` (`face` is that face, 712.12), and a cast of its
    front face, unless that is a land (305.9), when `spells`."""
    faces = land_faces(state, oid)
    if lands:
        for face in faces:
            yield Permission(oid, via, True, face=face)
    if spells and 0 not in faces:
        for face in cast_faces(state, oid):
            yield Permission(oid, via, face=face)


# 709.3, 712.11b, 715.3: the face (a split card's half) cast is chosen as it is cast
CHOSEN_FACE_LAYOUTS = (*SPLIT_LAYOUTS, "modal_dfc", "adventure")


def cast_faces(state: GameState, oid: int) -> tuple[int, ...]:
    """The faces a permission to play (or cast) a card lets it be cast as: either half of a split card (709.3; not
    both: fuse works from a hand only, 702.102a), a modal double-faced card's spell faces (712.11b) and an adventurer
    card's creature or Adventure (715.3: Bonecrusher Giant's rulings, "Effects that allow you to cast a spell ...
    may allow you to apply those to the Adventure"); otherwise its front face only."""
    obj = state.objects[oid]
    if not isinstance(obj, Obj) or obj.printed is not None or obj.face_down or obj.copied:
        return (0,)
    card = get_def(obj.card)
    if card.layout not in CHOSEN_FACE_LAYOUTS:
        return (0,)
    return tuple(i for i, f in enumerate(card.faces) if "Land" not in f.types)


def via_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None]:
    """The (alternative, additional) costs of casting `face` under the permission `via` (118.9, 601.2f)."""
    for costs_of in PERMISSION_COSTS.fns:
        costs = costs_of(face, via)
        if costs is not None:
            return costs
    return None, None


def use_permission(state: GameState, player: int, via: str) -> None:
    """601.2a, 601.3: the spell begins to be cast under the permission `via`; one good for a single spell is
    used up (a cancelled cast is rewound with the rest of the game, 733)."""
    for used in PERMISSION_USED.fns:
        used(state, player, via)



def spends_as_any_type(via: str) -> bool:
    """609.4b: whether a spell cast under the permission `via` may be paid for with mana spent as though it were
    mana of any type (hooks.SPEND_AS_ANY_TYPE)."""
    return bool(via) and any(fn(via) for fn in SPEND_AS_ANY_TYPE.fns)
