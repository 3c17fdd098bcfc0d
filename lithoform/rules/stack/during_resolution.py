"""Casting a spell during the resolution of another spell or ability (608.2g).

608.2g: 'If an effect allows a player to cast a spell during resolution, the player does so at that step of
the resolution, following the rules of 601.2.' A resolving effect that lets a player cast a card (cascade,
702.85a; suspend, 702.62a; rebound, 702.88a; madness, 702.35a) records that cast with
`cast_during_resolution`; as soon as the resolving object has finished (the cast is the last step of the
effects that use this), the main loop begins the card's announcement (`begin_resolution_cast`, called by
rules/priority.py) before state-based actions are checked or any player receives priority (117.5). Its costs
are those of the permission named `via` (hooks.PERMISSION_COSTS: 'without paying its mana cost' is an
alternative cost of no mana, 118.9), and the timing rules of its type are ignored (the Rift Bolt ruling:
'Timing permissions based on the card's type are ignored').

An abandoned announcement is reversed (733, 601.2): the card wasn't cast. Where the effect says what happens
to a card that isn't cast ('If that player doesn't, they put this card into their graveyard', 702.35a), that
is `otherwise`: a record kept from before the announcement began, carried out once no announcement is under
way if the card is still where it was.
"""

from __future__ import annotations

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardFace, Cost
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import chars, printed_chars
from lithoform.rules.hooks import PERMISSION_COSTS
from lithoform.rules.stack.announce import begin_cast
from lithoform.rules.zones import move
from lithoform.state.model import GRAVEYARD, LIBRARY, GameState, Link, Obj, zone_key

DURING_RESOLUTION = "during resolution"  # the permission's name (`via`) for a cast without paying the mana cost
GRAVEYARD_OTHERWISE = "graveyard"  # a card not cast goes to its owner's graveyard (madness, 702.35a)
BOTTOM_OTHERWISE = "library bottom"  # ... on the bottom of its owner's library (cascade, 702.85a)
_KEY = "cast during resolution:"
_OTHERWISE = "not cast:"
_NO_MANA = Cost()


def cast_during_resolution(state: GameState, player: int, card: int, via: str = DURING_RESOLUTION,
                           otherwise: str = "", free: bool = True, face: int = 0) -> None:
    """608.2g: `player` casts `card` once the resolving object has finished; recorded in the state, so a
    resolution re-run with its answers records it once. `via`: the permission's name, whose costs come from
    hooks.PERMISSION_COSTS (a mechanic's own rules may follow the cast: suspend's haste, 702.62a).
    `otherwise`: where the card goes if it isn't cast after all ('' : it stays where it is). `free`: the
    permission's cost has no mana (the log says 'without paying its mana cost'). `face`: the face it is cast
    as, for a card with several (an Adventure, 715.3; a modal double-faced card's back face, 712.11b; a split
    card's half, 709.3): see `spell_faces`."""
    more = f":{face}" if face else ""  # (after `otherwise`, which has no colon)
    state.links = state.links + (Link(0, f"{_KEY}{player}:{via}:{otherwise}{more}", (card,)),)
    if free:
        state.emit("cast_during_resolution", ("608.2g",), player=player, card=state.objects[card].card, obj=card)
    else:  # its costs are the permission's (a miracle cost, 702.94a), not 'without paying its mana cost'
        state.emit("cast_during_resolution_via", ("608.2g",), player=player, card=state.objects[card].card, obj=card,
                   via=via)


def begin_resolution_cast(state: GameState) -> bool:
    """608.2g, 601.2a: begins the first recorded cast whose card is still where it was, or carries out what
    happens to a card that wasn't cast; True if anything was done."""
    for i, link in enumerate(state.links):
        if link.key.startswith(_OTHERWISE):
            state.links = state.links[:i] + state.links[i + 1:]
            _not_cast(state, link.objects[0], link.key[len(_OTHERWISE):])
            return True
        if not link.key.startswith(_KEY):
            continue
        player, via, rest_of_key = link.key[len(_KEY):].split(":", 2)
        otherwise, _, face = rest_of_key.partition(":")
        card = link.objects[0]
        rest = state.links[:i] + state.links[i + 1:]
        if otherwise:  # kept in the state the announcement would rewind to (733)
            rest = rest + (Link(0, _OTHERWISE + otherwise, (card,)),)
        state.links = rest
        if card in state.objects:  # 400.7: a card that left its zone can't be cast
            begin_cast(state, int(player), card, int(face or 0), via)
        return True
    return False


SPELL_FACE_LAYOUTS = (*SPLIT_LAYOUTS, "modal_dfc", "adventure")  # 709.3, 712.11b, 715.3: a face is chosen as it is cast


def spell_faces(state: GameState, card: int) -> tuple[int, ...]:
    """The faces `card` may be cast as (not its land faces, 305.9): each half of a split card (709.3), either face
    of a modal double-faced card (712.11b), an adventurer card's creature or its Adventure (715.3); otherwise its
    front face. An effect that lets a player cast a card may let them cast it as any of these (the Adventure
    rulings: 'Effects that allow you to cast a spell ... without paying its mana cost may allow you to apply those
    to the Adventure'); the caller keeps those its effect allows and that could be cast."""
    obj = state.objects[card]
    faces = get_def(obj.card).faces
    if not isinstance(obj, Obj) or obj.printed is not None or obj.face_down or \
            get_def(obj.card).layout not in SPELL_FACE_LAYOUTS:
        return (0,)
    return tuple(i for i, f in enumerate(faces) if "Land" not in f.types)


def face_mana_value(state: GameState, card: int, face: int) -> int:
    """The mana value the spell would have cast as `face` (202.3; 709.3b, 712.11b, 715.3b: only that face's)."""
    obj = state.objects[card]
    if face == 0 and (not isinstance(obj, Obj) or get_def(obj.card).layout not in SPELL_FACE_LAYOUTS):
        return chars(state, card).mana_value
    return printed_chars(get_def(obj.card).faces[face]).mana_value


def _not_cast(state: GameState, card: int, otherwise: str) -> None:
    """The card wasn't cast (the announcement was abandoned, or the card was): if it is still there, it goes
    where the effect says (a card that was cast is a new object on the stack, 400.7)."""
    obj = state.objects.get(card)
    if obj is None or obj.zone == "stack":
        return
    if otherwise == GRAVEYARD_OTHERWISE:
        move(state, card, GRAVEYARD, rules=("608.2g",))
    elif otherwise == BOTTOM_OTHERWISE:
        move(state, card, LIBRARY, position=len(state.zones[zone_key(LIBRARY, obj.owner)]), rules=("608.2g",))


def resolution_costs(face: CardFace, via: str) -> tuple[Cost | None, Cost | None] | None:
    """118.9: cast without paying its mana cost: an alternative cost of no mana (107.3: X is 0)."""
    return (_NO_MANA, None) if via == DURING_RESOLUTION else None


PERMISSION_COSTS.register(resolution_costs)
