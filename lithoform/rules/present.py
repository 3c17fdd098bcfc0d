"""What a game can ever need of the rarer rules (issue 13: 'checks for rare rules on hot paths').

Every ability and keyword that exists in a game is written in the definition of some object of it: its cards
(all of them are there from the start, in the libraries, 103.1), the tokens and emblems their effects make
(described inside those definitions, 111.1, 114.1), and copies (707.2: values copied from objects of the game).
So the node types and the words of the definitions of the game's objects, found once per card, say which
mechanics can ever matter: split second is asked about only in a game that has the word 'split second'
somewhere, suspend's special action only where a `Suspend` node is.

`present_kinds(state)` is that set. A mechanic registers a hook function with `needs=` (rules/hooks.py) and
the call site asks `HOOK.now(state)` (`HOOK.active(present_kinds(state))`), so a game without the mechanic pays
nothing for it.
The set only grows: it is brought up to date from the objects created since it was last read (ids only
increase, `GameState.next_id`), and an object whose card changes in place keeps a card of the same game
(a search's determinization deals the game's own deck lists again). `LITHOFORM_NO_GATING=1` turns the
gating off (every hook function is consulted), for comparisons and benchmarks.
"""

from __future__ import annotations

import os
from typing import Any

import msgspec

from lithoform.catalog.errors import UnknownCardDefinition
from lithoform.catalog.registry import DEFS, get_def
from lithoform.state.model import GameState, Obj

GATING = os.environ.get("LITHOFORM_NO_GATING", "") in ("", "0")

# Not a word of a definition: a face-down object was made (708; a scenario may set one up without the card
# that turned it face down)
FACE_DOWN_OBJECT = "<face-down object>"

# Not a word either: a definition has a mana ability that functions in the hand (113.6m: the Spirit Guides),
# which every priority listing would otherwise look for in the hand (rules/payment.py hand_mana_sources)
HAND_MANA_ABILITY = "<hand mana ability>"

_EMPTY: frozenset[str] = frozenset()
_FACE_DOWN = frozenset({FACE_DOWN_OBJECT})
_BY_DEF: dict[int, tuple[Any, frozenset[str]]] = {}  # id(definition) -> (it, kept alive; its kinds)
_BY_FACE: dict[int, tuple[Any, frozenset[str]]] = {}  # id(printed face) -> (the face, kept alive; its kinds)


def kinds_of(node: Any) -> frozenset[str]:
    """The class name of every node in a definition's tree and every word in it (keywords, types,
    subtypes...), but its rules text."""
    found: set[str] = set()
    stack = [node]
    while stack:
        value = stack.pop()
        if isinstance(value, msgspec.Struct):
            found.add(type(value).__name__)
            if getattr(value, "mana", None) is True and getattr(value, "zone", None) == "hand":
                found.add(HAND_MANA_ABILITY)
            for field in value.__struct_fields__:
                if field != "text":
                    stack.append(getattr(value, field))
        elif isinstance(value, str):
            found.add(value)
            found.add(value.lower())  # keywords are printed capitalized ('Split second') and read in lower case
        elif isinstance(value, tuple | list | frozenset | set):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.keys())
            stack.extend(value.values())
    return frozenset(found)


def _object_kinds(obj: Obj) -> frozenset[str]:
    printed = obj.printed
    if printed is not None:  # a token's face, or a face chosen as the object was made
        known = _BY_FACE.get(id(printed))
        if known is None or known[0] is not printed:
            if len(_BY_FACE) >= 4096:  # tokens' faces are made as they are created: keep the cache bounded
                _BY_FACE.clear()
            known = _BY_FACE[id(printed)] = (printed, kinds_of(printed))
        kinds = known[1]
    else:
        kinds = _EMPTY
    card = DEFS.get(obj.card)
    if card is None:
        if printed is not None:
            return kinds  # a token's name, not a card's: its face is all there is (111.4)
        try:
            card = get_def(obj.card)
        except (UnknownCardDefinition, ValueError, KeyError):
            return kinds
    # by the definition itself, not its name: a name may be registered again with another definition (tests)
    known_def = _BY_DEF.get(id(card))
    if known_def is None or known_def[0] is not card:
        known_def = _BY_DEF[id(card)] = (card, kinds_of(card))
    by_name = known_def[1]
    return kinds | by_name if kinds else by_name


def present_kinds(state: GameState) -> frozenset[str] | None:
    """The node types and words of the definitions of every object the game has made (None when gating is
    off: every hook function is then consulted)."""
    if not GATING:
        return None
    cursor, names, kinds = state.present
    end = state.next_id
    if cursor == end:
        return kinds
    objects = state.objects
    new_names: set[str] = set()
    grown = kinds
    gap = False
    for oid in range(cursor, end):
        obj = objects.get(oid)
        if obj is None:
            gap = True
            continue
        grown = _add(obj, names, new_names, grown)
    if gap:
        # An object made since the last look already has another id: it changed zones (400.7), maybe into a
        # hidden zone, whose ids are random (issue 20: the decks are shuffled into the libraries as the game
        # starts). Every object is looked at, so a card that was only ever hidden is known too.
        for obj in objects.values():
            grown = _add(obj, names, new_names, grown)
    if new_names:
        names = names | new_names
    state.present = (end, names, grown)
    return grown


def _add(obj: Any, names: frozenset[str], new_names: set[str], grown: frozenset[str]) -> frozenset[str]:
    """`grown` with the kinds of `obj` (names already looked at are skipped, but a token's or a chosen face)."""
    if type(obj) is not Obj:
        return grown
    if (obj.card not in names and obj.card not in new_names) or obj.printed is not None:
        new_names.add(obj.card)
        more = _object_kinds(obj)
        if not more <= grown:
            grown = grown | more
    if obj.face_down and FACE_DOWN_OBJECT not in grown:
        grown = grown | _FACE_DOWN
    return grown
