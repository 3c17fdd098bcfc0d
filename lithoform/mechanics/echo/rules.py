"""Echo (702.30a): 'At the beginning of your upkeep, if this permanent came under your control since the
beginning of your last upkeep, sacrifice it unless you pay [cost].' The intervening 'if' (603.4) is read
from the turn the permanent came under its controller's control (302.6) and the turns the game log
records: the controller's last upkeep is that of their most recent turn before this one."""

from __future__ import annotations

from lithoform.cards.tree import ControlledSinceLastUpkeep
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def _last_own_turn(state: GameState, player: int) -> int | None:
    """The number of `player`'s most recent turn before the current one (500.7: extra turns count), or None
    if this is their first."""
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "turn" and event.args.get("player") == player and event.args.get("turn") != state.turn:
            return int(event.args["turn"])
        node = node[1]
    return None


def controlled_since_last_upkeep(state: GameState, cond: ControlledSinceLastUpkeep, ctx: Ctx) -> bool:
    """603.4, 702.30a: whether the source came under its controller's control since the beginning of their
    last upkeep."""
    src = state.objects.get(ctx.source)
    if not isinstance(src, Obj) or src.zone != BATTLEFIELD:
        return False
    last = _last_own_turn(state, ctx.controller)
    # every turn's untap step comes before its upkeep: control gained during that turn is after its beginning
    return last is None or src.since_turn >= last


EXTRA_CONDITIONS[ControlledSinceLastUpkeep] = controlled_since_last_upkeep
