"""Escape (702.138).

- 702.138a: 'Escape [cost]' means 'You may cast this card from your graveyard by paying [cost] rather than
  paying its mana cost': the permission is mechanics/cast_permissions' graveyard source (the keyword's
  `CastFromGraveyard`, named 'escape'), its cost an alternative cost (118.9) paid with the spell's other
  costs (601.2f-h: the cards exiled from the graveyard). Unlike flashback, nothing exiles the spell
  afterwards, and the timing rules still apply (the Glimpse of Freedom ruling).
- 702.138b: a spell or permanent 'escaped' if that spell, or the spell that became the permanent as it
  resolved, was cast with escape (`Escaped`, 'sacrifice it unless it escaped').
- 702.138c: '~ escapes with N counters' means 'If this permanent escaped, it enters with those counters'
  (614.1c), asked through ENTERS_WITH_COUNTERS as the resolving spell becomes the permanent (608.3).
"""

from __future__ import annotations

from lithoform.mechanics.escape.nodes import Escaped, EscapesWithCounters
from lithoform.mechanics.surge.rules import cast_with
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import ENTERS_WITH_COUNTERS
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state.model import GRAVEYARD, GameState, Obj

ESCAPE = "escape"  # the permission's name (mechanics/cast_permissions KEYWORD_VIAS)


def escaped(state: GameState, source: int) -> bool:
    """702.138b: whether `source`, a spell or a permanent, escaped."""
    spell = cast_with(state, source)
    return spell is not None and spell.choices is not None and spell.choices.via == ESCAPE


def _escaped(state: GameState, cond: Escaped, ctx: Ctx) -> bool:
    return escaped(state, ctx.source) != cond.negated


def _resolving_spell(state: GameState, card: str) -> Obj | None:
    """608.3: the spell resolving into a permanent right now (the newest 'resolve' event's object)."""
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "resolve":
            spell = state.known(event.args.get("obj") or 0)
            return spell if isinstance(spell, Obj) and spell.card == card else None
        node = node[1]
    return None


@ENTERS_WITH_COUNTERS.register
def escape_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """702.138c, 614.1c: a permanent that escaped enters with its counters (the abilities it would have on the
    battlefield, 614.12)."""
    if obj.cast_from != GRAVEYARD or not any(isinstance(a, EscapesWithCounters) for a in face_of(obj).abilities):
        return {}
    spell = _resolving_spell(state, obj.card)
    if spell is None or spell.choices is None or spell.choices.via != ESCAPE:
        return {}
    added: dict[str, int] = {}
    for a in as_it_would_exist(state, obj).abilities:
        if isinstance(a, EscapesWithCounters):
            added[a.kind] = added.get(a.kind, 0) + a.amount
    return added


EXTRA_CONDITIONS[Escaped] = _escaped
