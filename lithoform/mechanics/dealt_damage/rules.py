"""'If a player is dealt damage this way' (608.2c), the rules part: the damage events since the resolving
object began to resolve (rules/context.events_this_resolution) that were dealt to a player (120.3a-b).
Damage that was prevented (615) made no event, so it doesn't count."""

from __future__ import annotations

from lithoform.mechanics.dealt_damage.nodes import PermanentDealtDamageThisWay, PlayerDealtDamageThisWay
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, events_this_resolution
from lithoform.rules.continuous.filters import matches
from lithoform.rules.names import describe
from lithoform.state.model import BATTLEFIELD, GameState


def _player_dealt_damage(state: GameState, cond: PlayerDealtDamageThisWay, ctx: Ctx) -> bool:
    return any(e.kind == "damage" and "to_player" in e.args and e.args.get("amount", 0) > 0
               for e in events_this_resolution(ctx))


EXTRA_CONDITIONS[PlayerDealtDamageThisWay] = _player_dealt_damage


def _permanent_dealt_damage(state: GameState, cond: PermanentDealtDamageThisWay, ctx: Ctx) -> bool:
    """608.2c, 120.3: a permanent matching the filter was dealt damage since this began to resolve (state-based
    actions haven't been checked yet, 704.3: a creature dealt lethal damage is still on the battlefield); the
    damage events name what was dealt damage as the log describes it (as mechanics/exile_instead reads them)."""
    damaged = {e.args.get("target", "") for e in events_this_resolution(ctx)
               if e.kind == "damage" and "to_player" not in e.args and e.args.get("amount", 0) > 0}
    return bool(damaged) and any(describe(state, oid) in damaged
                                 and matches(state, cond.filter, oid, ctx.controller, ctx.source)
                                 for oid in state.zones[BATTLEFIELD])


EXTRA_CONDITIONS[PermanentDealtDamageThisWay] = _permanent_dealt_damage
