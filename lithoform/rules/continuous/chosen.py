"""Choices a permanent made as it entered (614.12) that its other abilities read: 'the chosen color', 'of
the chosen type' (607.2d). They are kept as Links under the permanent's id (607.2a), so a new object (400.7)
has chosen nothing."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.nodes.continuous import (
    CHOSEN_BASIC_LAND_TYPE,
    CHOSEN_COLOR_PROTECTION,
    CHOSEN_PLAYER_PROTECTION,
    PLAYER_PROTECTION,
)
from lithoform.cards.tree import AddAbilities, AddTypes, AnchorAbility, SetLandTypes
from lithoform.rules.continuous.layers import STATE_READ_PARTS
from lithoform.state.model import GameState

CHOSEN_KEY = "chosen:"  # Link keys of choices made as a permanent entered: 'chosen:color:G' (614.12)
NOTHING = "(nothing chosen)"  # a quality no object has: nothing is of a choice that wasn't made
_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}  # 105.1


def chosen_value(state: GameState, source: int, kind: str) -> str | None:
    """What `source` chose as it entered for `kind` ('color' as its letter, 'creature type', 'opponent' or
    'player' as a player index); None if it chose nothing."""
    prefix = f"{CHOSEN_KEY}{kind}:"
    for link in state.links:
        if link.source == source and link.key.startswith(prefix):
            return link.key[len(prefix):]
    return None


def chosen_type(state: GameState, source: int) -> tuple[str, str]:
    """What 'of the chosen type' means for `source` (607.2d): ('subtypes', a creature type or a land type chosen,
    205.3m, 205.3i) or ('types', a card type chosen, 205.2a); ('subtypes', NOTHING) when it chose none."""
    value = chosen_value(state, source, "creature type")
    if value is not None:
        return "subtypes", value
    card_type = chosen_value(state, source, "card type")
    if card_type is not None:
        return "types", card_type
    land = chosen_value(state, source, "land type") or chosen_value(state, source, "basic land type")
    return "subtypes", land or NOTHING


def resolve_chosen(state: GameState, f: Any, source: int) -> Any:
    """`f` with 'of the chosen color/type' replaced by the quality `source` chose (607.2d): the layers read a
    filter against working values only, without the game state. A part ('Enchanted land is the chosen type.')
    gets the basic land type chosen; with none chosen it does nothing (AddTypes of no type). A granted
    'protection from the chosen color' becomes protection from that color (702.16), or nothing."""
    reader = STATE_READ_PARTS.get(type(f))
    if reader is not None:  # a part read from the game ('all activated abilities of that card')
        return reader(state, f, source)
    if isinstance(f, AddAbilities):  # 'has protection from the chosen color' (702.16): none if none was chosen
        if any(k.startswith(CHOSEN_PLAYER_PROTECTION) for k in f.keywords):
            f = _chosen_player_protection(state, f, source)
        if not any(k.startswith(CHOSEN_COLOR_PROTECTION) for k in f.keywords):
            return f
        name = _COLOR_NAMES.get(chosen_value(state, source, "color") or "")
        # (a mark after it stays: 'This effect doesn't remove ~', 702.16n)
        keywords = tuple(k.replace(CHOSEN_COLOR_PROTECTION, f"Protection from {name}") for k in f.keywords
                         if not k.startswith(CHOSEN_COLOR_PROTECTION) or name)
        return msgspec.structs.replace(f, keywords=keywords)
    if isinstance(f, AddTypes | SetLandTypes):
        if CHOSEN_BASIC_LAND_TYPE not in f.subtypes:
            return f
        value = chosen_value(state, source, "basic land type")
        if value is None:
            return AddTypes()
        return msgspec.structs.replace(f, subtypes=tuple(value if s == CHOSEN_BASIC_LAND_TYPE else s
                                                         for s in f.subtypes))
    if f.chosen == "color":
        return msgspec.structs.replace(f, chosen=None, colors=(chosen_value(state, source, "color") or NOTHING,))
    if f.chosen == "type":
        which, value = chosen_type(state, source)
        if which == "types":
            return msgspec.structs.replace(f, chosen=None, types=(value,))  # 205.2a: a card type was chosen
        return msgspec.structs.replace(f, chosen=None, subtypes=(value,))
    return f


def _chosen_player_protection(state: GameState, f: AddAbilities, source: int) -> AddAbilities:
    """'has protection from the chosen player' (702.16k, 607.2d): protection from the player `source` chose as it
    entered, named by the player's index; none if it chose no player."""
    player = chosen_value(state, source, "player")
    keywords = tuple(k.replace(CHOSEN_PLAYER_PROTECTION, f"{PLAYER_PROTECTION}{player}") for k in f.keywords
                     if not k.startswith(CHOSEN_PLAYER_PROTECTION) or player is not None)
    return msgspec.structs.replace(f, keywords=keywords)


def anchored(state: GameState, source: int, abilities: list[Any]) -> list[Any]:
    """614.12c: '[Anchor word] — [ability]' means 'As long as [anchor word] was chosen as this permanent entered
    the battlefield, this permanent has [ability]': the abilities of the word chosen, none of the others (a
    permanent that chose nothing has neither, 607.2m)."""
    word = chosen_value(state, source, "anchor word")
    return [a.ability if isinstance(a, AnchorAbility) else a for a in abilities
            if not isinstance(a, AnchorAbility) or a.word == word]
