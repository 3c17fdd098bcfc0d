"""'If a creature spell you cast this turn was countered by a spell or ability an opponent controlled' (Summoning
Trap), the rules part.

701.6a: as a spell is countered, the spell or ability resolving then is what countered it (608.2); its controller
is recorded with the countered spell in a 'countered_by' event (only in a game that holds the condition). The
condition reads this turn's events (500.1): a spell of the condition's kind whose cast event (601.2i; a copy isn't
cast, 707.10) names the controller, countered by an opponent's spell or ability. The spell's characteristics are
its last known information (608.2h)."""

from __future__ import annotations

from lithoform.mechanics.countered_this_turn.nodes import YourSpellCounteredByOpponent
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import SPELL_COUNTERED
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState, StackAbility

_NEEDS = ("YourSpellCounteredByOpponent",)


def record_counterer(state: GameState, countered: int, counterer: int) -> None:
    """701.6a: who controlled the spell or ability that countered `countered` (nothing recorded without one)."""
    spell, by = state.objects.get(countered), state.objects.get(counterer)
    if spell is None or by is None:
        return
    name = spell.source_name if isinstance(spell, StackAbility) else spell.card
    state.emit("countered_by", ("701.6a",), obj=countered, card=name, player=spell.controller, by=by.controller)


def yours_countered_by_opponent(state: GameState, cond: YourSpellCounteredByOpponent, ctx: Ctx) -> bool:
    you = ctx.controller
    countered: list[int] = []
    cast: set[int] = set()
    for e in events_this_turn(state):
        if e.kind == "countered_by" and e.args.get("player") == you and e.args.get("by") != you:
            countered.append(e.args.get("obj", 0))
        elif e.kind == "cast" and e.args.get("player") == you:
            cast.add(e.args.get("obj", 0))
    return any(oid in cast and matches(state, cond.filter, oid, you, ctx.source) for oid in countered)


SPELL_COUNTERED.register(record_counterer, needs=_NEEDS)
EXTRA_CONDITIONS[YourSpellCounteredByOpponent] = yours_countered_by_opponent
