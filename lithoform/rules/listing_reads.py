"""What a priority listing can read beyond the objects it sees (issue 13): combat and the step, and the number of
cards in the hidden zones (400.2).

A listing depends on what is attacking and blocking (506.4: 'target attacking creature', 'as long as ~ is
attacking', ninjutsu's unblocked attacker, 509.1h; 'defending player', 506.2), on the step ('activate only
during your upkeep', 'cast only during combat', 602.5b, 500) and on how many cards another player holds in
their hand or library ('if an opponent has more cards in hand than you') only through what the cards say.
So whether a listing can read them is found from the faces of the objects it sees (and of the top of the
player's library, 601.3) and from the continuous effects (each one's own parts and its source's face): a
face whose text or compiled tree names combat or a step, or counts cards in a hand or library, marks the
listing as reading them. A face that mentions one without reading it only makes the listing kept less often;
the search is by words, so that a new mechanic's card is covered without being listed here.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.cards.tree import TriggeredAbility
from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import face_of
from lithoform.state.model import GameState, Obj

READS_TIMING = 1  # what is attacking and blocking, and the step
READS_HIDDEN = 2  # the number of cards in the other players' hands and libraries
READS_ALL = READS_TIMING | READS_HIDDEN

# Combat and steps, in the compiled tree's node names, field names and values ('SourceAttacking', 'attacking',
# 'DefendingPlayerControls', 'DuringSteps', 'before_attackers', the keyword 'Ninjutsu'), its texts aside: the
# words of a delayed trigger's 'at the beginning of the next end step' are in its ability's text.
_TIMING_WORDS = re.compile(r"attack|block|combat|defending|ninjutsu|step|phase|upkeep|during")
# Cards in a hand or library counted or compared: in the texts ('if an opponent has more cards in hand', 'the
# number of cards in target player's hand') or the node names ('HandSizeOf', 'LibraryAtMost').
_HIDDEN_TEXT = re.compile(r"cards? (?:left )?in\b|hand ?size|more cards|fewer cards|librar(?:y|ies) (?:has|have|with|is|are)")
_HIDDEN_NAMES = re.compile(r"hand|librar|cardsin")
_SKIPPED = frozenset({"TriggeredAbility", "DelayedTrigger"})


def _walk(node: Any, words: list[str], texts: list[str], names: list[str]) -> None:
    if isinstance(node, dict):
        kind = node.get("type")
        if kind in _SKIPPED:
            return
        if kind is not None:
            names.append(kind)
        for key, value in node.items():
            if key == "text":
                texts.append(str(value))
                continue
            words.append(key)
            _walk(value, words, texts, names)
    elif isinstance(node, list | tuple):
        for value in node:
            _walk(value, words, texts, names)
    elif isinstance(node, str):
        words.append(node)


def _encoded_flags(node: Any) -> int:
    """READS_TIMING and READS_HIDDEN as the tree's words (READS_ALL if it can't be read)."""
    try:
        tree = msgspec.to_builtins(node)
    except (TypeError, ValueError, msgspec.EncodeError):
        return READS_ALL
    words: list[str] = []
    texts: list[str] = []
    names: list[str] = []
    _walk(tree, words, texts, names)
    flags = READS_TIMING if _TIMING_WORDS.search(" ".join(words).lower()) else 0
    if _HIDDEN_TEXT.search(" ".join(texts).lower()) or _HIDDEN_NAMES.search(" ".join(names).lower()):
        flags |= READS_HIDDEN
    return flags


_FACE_FLAGS: dict[int, tuple[Any, int]] = {}  # id(face) -> (face, its flags)


def face_reads(face: Any) -> int:
    """The flags of a face (a token's or copy's face has its own): its keywords, its spell ability and its
    abilities but the triggered ones, each with its text. A triggered ability adds nothing to a listing
    itself (603.2: it triggers and is put on the stack; what it leaves behind, a continuous effect, is read
    with the effects), and 'at the beginning of the next end step' is the most common mention of a step."""
    known = _FACE_FLAGS.get(id(face))
    if known is not None and known[0] is face:
        return known[1]
    abilities = tuple([a for a in getattr(face, "abilities", ()) if not isinstance(a, TriggeredAbility)])
    flags = _encoded_flags((getattr(face, "keywords", ()), getattr(face, "spell", None), abilities))
    if len(_FACE_FLAGS) >= 8192:
        _FACE_FLAGS.clear()
    _FACE_FLAGS[id(face)] = (face, flags)
    return flags


_BY_CARD: dict[str, int] = {}  # a card's name -> the flags of its printed faces (an object with no other face)


def object_reads(obj: Any) -> int:
    """The flags of an object as it is now: every face of its card (a double-faced card may turn), or the face a
    copy effect, a token or a status gave it (707.2, 111.3, 708.2)."""
    if not isinstance(obj, Obj):
        return READS_ALL if obj is not None else 0
    if obj.copied is None and obj.printed is None:
        flags = _BY_CARD.get(obj.card)
        if flags is None:
            try:
                flags = 0
                for face in get_def(obj.card).faces:
                    flags |= face_reads(face)
            except LookupError:  # (no definition: read as reading everything)
                flags = READS_ALL
            _BY_CARD[obj.card] = flags
        return flags
    return face_reads(face_of(obj)) | (face_reads(obj.copied) if obj.copied is not None else 0) \
        | (face_reads(obj.printed) if obj.printed is not None else 0)


_EFFECTS_FLAGS: list[Any] = [None, 0]  # (the effects tuple, its flags): the last one asked about


def effects_reads(state: GameState) -> int:
    """The flags of the continuous effects: each one's parts and filter, and its source's face (611.2c: a
    rule-changing effect reads the game as it applies)."""
    effects = state.effects
    if _EFFECTS_FLAGS[0] is effects:
        return _EFFECTS_FLAGS[1]
    flags = 0
    for effect in effects:
        flags |= _encoded_flags(effect) | object_reads(state.known(effect.source) if effect.source >= 0 else None)
    _EFFECTS_FLAGS[0], _EFFECTS_FLAGS[1] = effects, flags
    return flags


def listing_reads(state: GameState, objects: tuple, library: tuple[int, ...]) -> int:
    """What a listing that sees these objects (and the player's library, its top only by its face) can read
    beyond them: READS_TIMING, READS_HIDDEN or both."""
    flags = effects_reads(state)
    if library:
        flags |= object_reads(state.objects.get(library[0]))
    for obj in objects:
        if flags == READS_ALL:
            break
        flags |= object_reads(obj)
    return flags
