"""Surge (702.117a): 'You may pay [cost] rather than pay this spell's mana cost as you cast this spell if you
or one of your teammates has cast another spell this turn.' The alternative cost is the core's announcement
(118.9); this module bars choosing it (`ALTERNATIVE_COST_BARRED`) unless the caster has cast a spell this
turn (601.2i: a 'cast' event of theirs; the spell being announced isn't cast yet, so any such event is
'another spell'). Two-player games have no teammates (810).

'If ~'s surge cost was paid' (`AlternativeCostPaid`) reads the alternative cost the spell was announced with
(601.2b), from the spell on the stack or as it last existed there (608.2h); for a permanent ('When ~ enters,
if its surge cost was paid'), from the spell that became it as it resolved (608.3): the zone change from the
stack that made the permanent names the spell, whose last known information keeps its choices."""

from __future__ import annotations

from lithoform.mechanics.surge.nodes import AlternativeCostPaid
from lithoform.mechanics.surge.text import SURGE
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.hooks import ALTERNATIVE_COST_BARRED
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Obj


def cast_a_spell_this_turn(state: GameState, player: int) -> bool:
    """601.2i: whether `player` has cast a spell this turn."""
    return any(e.kind == "cast" and e.args.get("player") == player for e in events_this_turn(state))


def surge_barred(state: GameState, player: int, name: str) -> bool:
    """702.117a: the surge cost may be paid only if the caster has cast another spell this turn."""
    return name == SURGE and not cast_a_spell_this_turn(state, player)


def spell_that_became(state: GameState, permanent: int) -> Obj | None:
    """608.3: the spell (as it last existed on the stack) that resolved into `permanent`, or None if the
    permanent didn't come from the stack (put onto the battlefield otherwise). Walks the log back to the zone
    change that made it: asked only by the rare abilities that care how a permanent was cast."""
    obj = state.known(permanent)
    if not isinstance(obj, Obj) or not obj.cast_from:
        return None  # the usual case: not a permanent that was a spell
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "zone_change" and event.args.get("new") == permanent:
            if event.args.get("src") != STACK or event.args.get("dst") != BATTLEFIELD:
                return None
            spell = state.known(event.args.get("old") or 0)
            return spell if isinstance(spell, Obj) else None
        node = node[1]
    return None


def cast_with(state: GameState, source: int) -> Obj | None:
    """The spell `source` is, or the spell that became the permanent `source` (608.3)."""
    obj = state.known(source)
    if isinstance(obj, Obj) and obj.choices is not None:
        return obj
    return spell_that_became(state, source)


def alternative_paid(state: GameState, source: int, name: str) -> bool:
    """118.9: whether `source` (a spell, or the permanent it became) was cast for the alternative cost `name`."""
    spell = cast_with(state, source)
    return spell is not None and spell.choices is not None and spell.choices.alternative == name


def _paid(state: GameState, cond: AlternativeCostPaid, ctx: Ctx) -> bool:
    return alternative_paid(state, ctx.source, cond.name)


ALTERNATIVE_COST_BARRED.register(surge_barred)
EXTRA_CONDITIONS[AlternativeCostPaid] = _paid
