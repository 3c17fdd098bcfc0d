"""Casting spells and playing lands from a graveyard or the top of a library (601.3, 305.1): the sources
of such permissions, registered at the core's permission hooks (rules/stack/permissions.py).

A card's own ability that functions in its owner's graveyard (flashback, 702.34a; Demonic Embrace: 'You
may cast ~ from your graveyard by paying ... in addition'), and a permanent's ability that lets its
controller play the top card of their library (Radha, Heart of Keld). Cards exiled with permission to play
them are mechanics/exile_to_play's. Flashback's replacement (702.34a) exiles the spell as it leaves the
stack.
"""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardFace, CastFromGraveyard, Cost, PlayFromLibraryTop
from lithoform.catalog.registry import get_def
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CAST_PERMISSIONS, PERMISSION_COSTS, STACK_LEAVE_DESTINATION
from lithoform.rules.stack.permissions import Permission, cast_faces, land_faces
from lithoform.state.identity_cache import ByIdentity
from lithoform.state.model import EXILE, GRAVEYARD, LIBRARY, STACK, Choices, GameState, Obj, zone_key

FLASHBACK = "flashback"
GRAVEYARD_CAST = "graveyard"  # 'You may cast ~ from your graveyard by paying ... in addition' (Demonic Embrace)
EXILE_CAST = "own_exile"  # 'You may cast ~ from exile.' (Misthollow Griffin)
LIBRARY_TOP = "library"
# keyword permissions with names of their own (their rules are in mechanics/jump_start and mechanics/escape)
KEYWORD_VIAS = {"Flashback": FLASHBACK, "Jump-start": "jump-start", "Escape": "escape"}
INSTANT_OR_SORCERY_ONLY = {FLASHBACK, "jump-start"}  # 702.34a, 702.133a: 'if the resulting spell is ...'


_BY_FACE: ByIdentity[tuple[CastFromGraveyard, ...]] = ByIdentity()


def _graveyard_casts(face: CardFace) -> tuple[CastFromGraveyard, ...]:
    return _BY_FACE.get(face, lambda: tuple(a for a in face.abilities if isinstance(a, CastFromGraveyard)))


# A graveyard's cards with such a permission, by the identity of the zone's tuple (a new tuple whenever the
# zone changes): found once per graveyard content, not once per listing of the legal actions.
_BY_ZONE: ByIdentity[tuple[int, ...]] = ByIdentity()


def _graveyard_candidates(state: GameState, player: int) -> tuple[int, ...]:
    zone = state.zones[zone_key(GRAVEYARD, player)]
    return _BY_ZONE.get(zone, lambda: tuple(oid for oid in zone if isinstance(obj := state.objects[oid], Obj)
                                            and _graveyard_casts(face_of(obj))))


_BY_EXILE: ByIdentity[tuple[int, ...]] = ByIdentity()


def _exile_candidates(state: GameState) -> tuple[int, ...]:
    """The face-up cards in exile with an ability of their own that lets their owner cast them from there (a
    face-down card has no abilities, 708.2)."""
    zone = state.zones[EXILE]
    return _BY_EXILE.get(zone, lambda: tuple(
        oid for oid in zone if isinstance(obj := state.objects[oid], Obj) and not obj.face_down
        and any(a.exile for a in _graveyard_casts(face_of(obj)))))


def _via_name(ability: CastFromGraveyard) -> str:
    return KEYWORD_VIAS.get(ability.keyword, GRAVEYARD_CAST)


def graveyard_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 702.34a: the cards in `player`'s graveyard an ability of their own lets them cast from there."""
    for oid in _graveyard_candidates(state, player):
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        if get_def(obj.card).layout in SPLIT_LAYOUTS and obj.printed is None:
            continue  # a split card's halves (709.3) aren't cast from a graveyard here
        types = chars(state, oid).types
        if "Land" in types:
            continue  # 305.9: a land card can't be cast
        seen: set[str] = set()
        for ability in _graveyard_casts(face_of(obj)):
            if not ability.graveyard:
                continue  # 'You may cast ~ from exile.': not from a graveyard
            via = _via_name(ability)
            if via in INSTANT_OR_SORCERY_ONLY and "Instant" not in types and "Sorcery" not in types:
                continue  # 702.34a, 702.133a: only if the resulting spell is an instant or sorcery spell
            if ability.condition is not None and not condition_holds(
                    state, ability.condition, Ctx(state, 0, player, oid, Choices(), ())):
                continue  # 601.3: '... as long as you control a Zombie' doesn't hold now
            if via not in seen:
                seen.add(via)
                yield Permission(oid, via, False, ability.alternative, ability.additional)


def exile_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3: the cards `player` owns in exile that an ability of their own lets them cast from there ('You may
    cast ~ from exile.'): the ability functions in exile (113.6m) and 'you' is the card's owner (108.4a)."""
    for oid in _exile_candidates(state):
        obj = state.objects[oid]
        assert isinstance(obj, Obj)
        if obj.owner != player or "Land" in chars(state, oid).types:
            continue
        if get_def(obj.card).layout in SPLIT_LAYOUTS and obj.printed is None:
            continue
        if any(a.exile and a.condition is None for a in _graveyard_casts(face_of(obj))):
            yield Permission(oid, EXILE_CAST)


def library_top_permissions(state: GameState, player: int) -> Iterator[Permission]:
    """601.3, 305.1: the top card of `player`'s library, if a permanent of theirs lets them play it."""
    top = library_top(state, player)
    if top:
        yield from _top_permission(state, player, top)


def library_top(state: GameState, player: int) -> int:
    """The top card of `player`'s library (0 when it is empty)."""
    library = state.zones[zone_key(LIBRARY, player)]
    return library[0] if library else 0


def _top_abilities(state: GameState, player: int) -> Iterator[tuple[int, PlayFromLibraryTop]]:
    for pid, a in battlefield_abilities(state, PlayFromLibraryTop):
        if state.objects[pid].controller == player:
            yield pid, a


def _top_permission(state: GameState, player: int, top: int) -> Iterator[Permission]:
    from lithoform.rules.cast_faces import fits_as_face  # (lazily: the hooks keep their registration order)

    abilities = list(_top_abilities(state, player))
    if not abilities:
        return  # the usual case: nothing lets the player play from the top of the library
    faces = land_faces(state, top)  # 712.12: a modal double-faced card may be played with its land face
    lands = spells = False
    for pid, a in abilities:
        if faces and a.lands and not lands:  # 305.1: played as a land, never cast (305.9)
            lands = True
            for face in faces:
                yield Permission(top, LIBRARY_TOP, True, face=face)
        if 0 not in faces and not spells and a.spells is not None:
            # 'creature spells' (Vizier of the Menagerie): read as the face cast, each face that fits (709.3b,
            # 712.11b, 715.3b; the Zendikar Rising release notes: 'with any face that fits the criteria')
            for face in cast_faces(state, top):
                if fits_as_face(state, top, face, lambda pid=pid, a=a: matches(state, a.spells, top, player, pid)):
                    spells = True
                    yield Permission(top, LIBRARY_TOP, face=face)


def sees_library_top(state: GameState, viewer: int, player: int) -> bool:
    """401.5: whether `viewer` may look at the top card of `player`'s library: its owner may with a 'look
    at the top card any time' ability; every player may when it's played revealed."""
    return any((a.look and viewer == player) or a.reveal for _, a in _top_abilities(state, player)) \
        or any(a.players and a.reveal for _, a in battlefield_abilities(state, PlayFromLibraryTop))


def via_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """The (alternative, additional) costs of casting `face` from a graveyard under the permission `via`
    (118.9, 601.2f); None when `via` isn't a graveyard permission's name."""
    for ability in _graveyard_casts(face):
        if _via_name(ability) == via:
            return ability.alternative, ability.additional
    return None


def leave_stack_destination(old: Obj, to: str) -> str:
    """702.34a: 'If the flashback cost was paid, exile this card instead of putting it anywhere else any
    time it would leave the stack.'"""
    if old.zone == STACK and old.choices is not None and old.choices.via == FLASHBACK and to != EXILE:
        return EXILE
    return to


CAST_PERMISSIONS.register(graveyard_permissions, needs=("CastFromGraveyard",))
CAST_PERMISSIONS.register(exile_permissions, needs=("CastFromGraveyard",))
CAST_PERMISSIONS.register(library_top_permissions, needs=("PlayFromLibraryTop",))
PERMISSION_COSTS.register(via_costs)
STACK_LEAVE_DESTINATION.register(leave_stack_destination)
