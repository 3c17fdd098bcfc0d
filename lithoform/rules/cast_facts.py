"""What a permanent knows of the spell it was (400.7d): "An ability of a permanent can reference information about
the spell that became that permanent as it resolved, including what costs were paid to cast that spell ...".

A spell keeps its announced choices (Choices.additional: the optional costs paid, 601.2b, and facts recorded as it
became cast, 601.2i). The permanent it becomes is a new object (400.7) without them; the words the mechanics ask
for through CAST_FACTS_KEPT are kept for it as links under its id (607.2a-style records: a later object of the
card has none). A permanent a copy of a spell became (608.3f) keeps its copy's words the same way (707.10: the copy
copied the choices). A permanent put onto the battlefield without being cast knows none (Orator of Ojutai's
'if you revealed a Dragon card ... as you cast this spell' is false for it)."""

from __future__ import annotations

from lithoform.rules.hooks import CAST_FACTS_KEPT
from lithoform.state.model import STACK, GameState, Link, Obj

CAST_FACT = "cast:"  # the links' key prefix


def keep_cast_facts(state: GameState, spell: Obj, permanent: int) -> None:
    """400.7d: as `spell` becomes the permanent `permanent` (608.3), the words of its choices that the mechanics
    keep (CAST_FACTS_KEPT) are linked to it."""
    if spell.choices is None or not spell.choices.additional:
        return
    words = tuple(dict.fromkeys(w for fn in CAST_FACTS_KEPT.now(state) for w in fn(state, spell)))
    if words:
        state.links = state.links + tuple(Link(permanent, CAST_FACT + w, ()) for w in words)


def cast_facts(state: GameState, oid: int) -> tuple[str, ...]:
    """The announced choices of the spell `oid` is (as it is or last was, 608.2h), or, for a permanent, those its
    spell left it (400.7d). An object being put onto the battlefield is not known yet: its links are read."""
    obj = state.known(oid)
    if isinstance(obj, Obj) and obj.zone == STACK:
        return obj.choices.additional if obj.choices is not None else ()
    return tuple(link.key[len(CAST_FACT):] for link in state.links
                 if link.source == oid and link.key.startswith(CAST_FACT))
