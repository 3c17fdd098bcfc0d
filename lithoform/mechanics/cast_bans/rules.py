"""Static bans on casting spells of a kind, the rules part (101.2: a 'can't' beats a 'can'; 601.3: a spell a
rule forbids can't begin to be cast). Asked at the core's CAST_BANS hook for the card about to be cast,
read from its characteristics (109.3) as they are where it is (a card in hand has its printed ones). 'During
your turn': the ability's controller is the active player (500); 'during combat': the combat phase (506.1).
A split card not yet on the stack is judged half by half, as the half being cast (709.3a: only that half's
characteristics are evaluated to see if it can be cast; Gaddock Teeg's ruling), at HALF_CAST_BANS."""

from __future__ import annotations

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
from lithoform.rules.hooks import CAST_BANS, HALF_CAST_BANS, LAND_PLAY_BANS, STEP_READERS
from lithoform.state.model import GameState, Obj

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
    entered (none chosen: nothing fits)."""
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
    """101.2, 601.3: whether a permanent's ban forbids `player` to cast the card `oid` now."""
    bans = battlefield_abilities(state, SpellCastBan)
    if not bans:
        return False
    obj = state.objects[oid]
    if not isinstance(obj, Obj) or _split_in_waiting(obj):
        return False  # a split card's half is judged by `half_cast_banned`
    c = chars(state, oid)
    face = face_of(obj)
    zone = obj.zone  # 601.2a: the zone it is cast from ('from graveyards or libraries')
    return any(_bans(state, ban, state.objects[source].controller, player) and _fits(state, source, ban, c, face)
               and (not ban.zones or zone in ban.zones) for source, ban in bans)


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
LAND_PLAY_BANS.register(land_play_banned, needs=("LandPlayBan",))
HALF_CAST_BANS.register(half_cast_banned, needs=("SpellCastBan",))
STEP_READERS.register(_bans, needs=("SpellCastBan",))  # 'during combat' (a listing kept across steps: rules/legal.py)
