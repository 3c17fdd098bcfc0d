"""'if you haven't added mana with this ability this turn' (603.4), the rules part: no 'mana' event this turn
(500.1) whose source is this object. A mana ability's mana is logged as 'mana_ability' instead, and the text part
accepts the condition only where the object has no other ability that adds mana as it resolves."""

from __future__ import annotations

from lithoform.mechanics.each_main_phase.nodes import NoManaAddedByThisThisTurn
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState


def no_mana_added(state: GameState, cond: NoManaAddedByThisThisTurn, ctx: Ctx) -> bool:
    """106.3, 603.4: true until a resolving ability of this object added mana this turn."""
    return not any(e.kind == "mana" and e.args.get("source") == ctx.source for e in events_this_turn(state))


EXTRA_CONDITIONS[NoManaAddedByThisThisTurn] = no_mana_added
