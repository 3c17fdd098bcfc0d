"""Static bans on casting spells of a kind, the rules part (101.2: a 'can't' beats a 'can'; 601.3: a spell a
rule forbids can't begin to be cast). Asked at the core's CAST_BANS hook for the card about to be cast,
read from its characteristics (109.3) as they are where it is (a card in hand has its printed ones). 'During
your turn': the ability's controller is the active player (500); 'during combat': the combat phase (506.1).
A split card not yet on the stack is judged half by half, as the half being cast (709.3a: only that half's
characteristics are evaluated to see if it can be cast; Gaddock Teeg's ruling), at HALF_CAST_BANS."""

from __future__ import annotations

import msgspec

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS, CardFace
from lithoform.catalog.registry import get_def
from lithoform.mechanics.cast_bans.nodes import LandPlayBan, SpellCastBan
from lithoform.rules.context import linked
from lithoform.rules.continuous.characteristics import (
    Chars,
    battlefield_abilities,
    chars,
    combined_face,
    face_of,
    printed_chars,
)
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.rules.hooks import CAST_BANS, CAST_X_BANS, HALF_CAST_BANS, LAND_PLAY_BANS, STEP_READERS
from lithoform.state.model import STACK, GameState, Obj

LINKED_NAME = "linked name"  # Filter.chosen: 'with the same name as the exiled card' (mechanics/linked_owner)
_COMBAT_STEPS = frozenset({"beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
                           "end_of_combat"})


def _bans(state: GameState, ban: SpellCastBan, controller: int, player: int) -> bool:
    if ban.who == "you" and player != controller or ban.who == "opponents" and player == controller:
        return False
    if ban.during == "your turn" and state.active != controller:
        return False
    return not (ban.during == "combat" and state.step not in _COMBAT_STEPS)


def _fits(state: GameState, source: int, ban: SpellCastBan, c: Chars, face: CardFace) -> bool:
    """The spell's characteristics (109.3) and, for 'with {X} in their mana costs', its mana cost (107.3); 'with
    mana value equal to the chosen number' (Sanctum Prelate; 607.2d): the number the ban's source chose as it
    entered (none chosen: nothing fits). `c` has the mana value with the value of X considered (202.3e)."""
    if ban.filter.chosen == LINKED_NAME:  # 607.2a: the card this source exiled, named as it is in exile
        names = {chars(state, o).name for o in linked(state, source, "exiled")}
        if c.name not in names:
            return False  # none exiled (a token that ceased to exist): nothing is banned (Ixalan's Binding ruling)
    if ban.filter.chosen == "number":
        value = chosen_value(state, source, "number")
        if value is None or not value.isdigit() or c.mana_value != int(value):
            return False
    return characteristics_fit(ban.filter, c) and (
        not ban.filter.x_in_mana_cost or "{X}" in (face.mana_cost or "").upper())


def _split_in_waiting(obj: Obj) -> bool:
    """A split card as a card (709.4: both halves' characteristics): a half is judged as it is cast (709.3a)."""
    return obj.printed is None and get_def(obj.card).layout in SPLIT_LAYOUTS


def spell_cast_banned(state: GameState, player: int, oid: int) -> bool:
    """101.2, 601.3: whether a permanent's ban forbids `player` to cast the card `oid` now. 601.3a: a card with
    {X} in its mana cost is banned only if no value of X would let it be cast (Sanctum Prelate's ruling: 'a
    noncreature spell with mana cost {X}{R}{R} couldn't be cast with X equal to 2, but it could be cast with X
    equal to any other number'); which X may be chosen is `x_cast_banned`'s."""
    bans = battlefield_abilities(state, SpellCastBan)
    if not bans:
        return False
    obj = state.objects[oid]
    if not isinstance(obj, Obj) or _split_in_waiting(obj):
        return False  # a split card's half is judged by `half_cast_banned`
    if _x_count(obj):
        return all(_banned_with(state, player, obj, bans, x, obj.zone) for x in range(X_TRIED))
    return _banned_with(state, player, obj, bans, 0, obj.zone)


X_TRIED = 16  # the values of X looked at for 601.3a (a mana value ban names one number, or a bound)


def _x_count(obj: Obj) -> int:
    """How many {X} the object's mana cost has (107.3), as it is cast (a card not on the stack has X = 0)."""
    cost = face_of(obj).mana_cost or ""
    return cost.upper().count("{X}")


def _banned_with(state: GameState, player: int, obj: Obj, bans: list, x: int, zone: str | None) -> bool:
    """Whether a ban forbids the spell with this value of X (its mana value with X, 202.3e), cast from `zone`
    (601.2a: 'from graveyards or libraries'; None: any)."""
    c = chars(state, obj.id)
    if x:
        c = msgspec.structs.replace(c, mana_value=c.mana_value + x * _x_count(obj))
    face = face_of(obj)
    return any(_bans(state, ban, state.objects[source].controller, player) and _fits(state, source, ban, c, face)
               and (not ban.zones or zone is None or zone in ban.zones) for source, ban in bans)


def x_cast_banned(state: GameState, player: int, oid: int, x: int) -> bool:
    """601.2e, 601.3a: whether a ban forbids `player` to cast the spell `oid` with `x` for its X: asked of the
    card about to be cast (its X is 0 there, 202.3e) and of the spell whose X is announced (on the stack, X not
    chosen yet; the zone it came from was checked as it began to be cast)."""
    bans = battlefield_abilities(state, SpellCastBan)
    obj = state.objects.get(oid)
    if not bans or not isinstance(obj, Obj) or _split_in_waiting(obj) or not _x_count(obj):
        return False
    return _banned_with(state, player, obj, bans, x, None if obj.zone == STACK else obj.zone)


def half_cast_banned(state: GameState, player: int, oid: int, half: int, via: str) -> bool:
    """709.3a: casting one half of a split card, only that half's characteristics are evaluated (a half with
    mana value 3 or less and no {X} may be cast under Gaddock Teeg); both halves (fused, 702.102d) are the
    whole card's."""
    bans = battlefield_abilities(state, SpellCastBan)
    obj = state.objects[oid]
    if not bans or not isinstance(obj, Obj) or not _split_in_waiting(obj):
        return False
    card = get_def(obj.card)
    face = card.faces[half] if half < len(card.faces) else combined_face(card)
    c = printed_chars(face)
    return any(_bans(state, ban, state.objects[source].controller, player) and _fits(state, source, ban, c, face)
               and (not ban.zones or obj.zone in ban.zones) for source, ban in bans)


def land_play_banned(state: GameState, player: int, oid: int) -> bool:
    """305.1, 101.2: whether a permanent's ban forbids `player` to play the land card `oid` from its zone ('You
    can't play lands ... from your hand': a land on top of the library may still be played, Experimental Frenzy's
    ruling)."""
    zone = state.objects[oid].zone
    for source, ban in battlefield_abilities(state, LandPlayBan):
        controller = state.objects[source].controller
        if zone in ban.zones and (ban.who == "players" or (ban.who == "you") == (player == controller)):
            return True
    return False


CAST_BANS.register(spell_cast_banned, needs=("SpellCastBan",))
CAST_X_BANS.register(x_cast_banned, needs=("SpellCastBan",))
LAND_PLAY_BANS.register(land_play_banned, needs=("LandPlayBan",))
HALF_CAST_BANS.register(half_cast_banned, needs=("SpellCastBan",))
STEP_READERS.register(_bans, needs=("SpellCastBan",))  # 'during combat' (a listing kept across steps: rules/legal.py)
