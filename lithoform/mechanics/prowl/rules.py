"""Prowl (702.76a): 'You may pay [cost] rather than pay this spell's mana cost if a player was dealt combat damage
this turn by a source that, at the time it dealt that damage, was under your control and had any of this spell's
creature types.'

What a source was 'at the time it dealt that damage' is recorded then: as combat damage is dealt to a player
(hooks.PLAYER_DAMAGED, only in a game with a prowl card), a 'prowl_damage' event names the source's controller and
creature types (205.3m: the subtypes of a creature or kindred object), so a later change of its types or its
leaving the battlefield changes nothing. The condition reads this turn's such events against the creature types the
spell has as it is cast (its characteristics in the zone it is cast from)."""

from __future__ import annotations

from lithoform.mechanics.prowl.nodes import ProwlDamage
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import PLAYER_DAMAGED
from lithoform.state.history import events_this_turn
from lithoform.state.model import GameState

_CREATURE_KINDS = frozenset({"Creature", "Kindred", "Tribal"})  # 205.3m: the types whose subtypes are creature types


def _record_combat_damage(state: GameState, source: int, player: int, amount: int, combat: bool) -> None:
    """702.76a: the source's controller and creature types as it dealt combat damage to a player."""
    if not combat or amount <= 0:
        return
    obj = state.known(source)
    c = chars(state, source)
    types = sorted(c.subtypes) if c.types & _CREATURE_KINDS else []
    state.emit("prowl_damage", ("702.76a",), card=c.name, player=getattr(obj, "controller", -1),
               types=",".join(types))


def _prowl_damage(state: GameState, cond: ProwlDamage, ctx: Ctx) -> bool:
    """702.76a: combat damage to a player this turn by a source of the caster's with one of the spell's creature
    types."""
    mine = chars(state, ctx.source).subtypes
    if not mine:
        return False
    for e in events_this_turn(state):
        if e.kind == "prowl_damage" and e.args.get("player") == ctx.controller \
                and mine & set(filter(None, str(e.args.get("types", "")).split(","))):
            return True
    return False


PLAYER_DAMAGED.register(_record_combat_damage, needs=("ProwlDamage",))
EXTRA_CONDITIONS[ProwlDamage] = _prowl_damage
