"""'This ability triggers only once each turn.', the rules part (like 603.2h): as the event happens, the
ability triggers only if no ability with its text triggered from the same object this turn (the log's
'trigger' events, 603.2); as it resolves there is nothing to check (it is no intervening 'if', 603.4)."""

from __future__ import annotations

from lithoform.cards.tree import AllOf, TriggersOnceEachTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def _once_each_turn(state: GameState, cond: TriggersOnceEachTurn, ctx: Ctx) -> bool:
    if ctx.oid:  # resolving: the limit was checked as it triggered
        return True
    texts = {getattr(a, "text", "") for a in _abilities(state, ctx.source)}
    return not any(e.kind == "trigger" and e.args.get("source") == ctx.source and e.args.get("text") in texts
                   for e in events_this_turn(state))


def _abilities(state: GameState, source: int) -> tuple:
    return tuple(a for a in chars(state, source).abilities if _limited(getattr(a, "condition", None)))


def _limited(condition: object) -> bool:
    """The limit alone, or with the trigger event's own condition ('... during your turn': Oni-Cult Anvil)."""
    if isinstance(condition, AllOf):
        return any(_limited(part) for part in condition.conditions)
    return condition == TriggersOnceEachTurn()


EXTRA_CONDITIONS[TriggersOnceEachTurn] = _once_each_turn
