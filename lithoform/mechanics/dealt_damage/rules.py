"""'If a player is dealt damage this way' (608.2c), the rules part: the damage events since the resolving
object began to resolve (rules/context.events_this_resolution) that were dealt to a player (120.3a-b).
Damage that was prevented (615) made no event, so it doesn't count."""

from __future__ import annotations

from lithoform.mechanics.dealt_damage.nodes import PlayerDealtDamageThisWay
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, events_this_resolution
from lithoform.state.model import GameState


def _player_dealt_damage(state: GameState, cond: PlayerDealtDamageThisWay, ctx: Ctx) -> bool:
    return any(e.kind == "damage" and "to_player" in e.args and e.args.get("amount", 0) > 0
               for e in events_this_resolution(ctx))


EXTRA_CONDITIONS[PlayerDealtDamageThisWay] = _player_dealt_damage
