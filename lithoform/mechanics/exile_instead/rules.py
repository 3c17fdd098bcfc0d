"""'Exile it instead' (614.1a, 614.6).

- 'If ~ would die, exile it instead' and 'If a creature an opponent controls would die, exile it instead' are
  the core's ReplaceDies statics (rules/replacement/zone_changes.py, 616.1 when several apply).
- 'If a creature dealt damage this way would die this turn, exile it instead' (611.2a): a replacement effect
  for the turn (the core's ReplaceDiesThisTurn) on the permanents the resolving spell or ability has dealt
  damage to (120.1): read from the game's log back to its 'resolve' event (every damage event is logged, with
  the permanent dealt damage). A permanent whose damage was prevented wasn't dealt damage (615.1).
- 'If ~ would leave the battlefield, exile it instead of putting it anywhere else' (614.1a): the core's
  LEAVE_BATTLEFIELD_DESTINATION hook point, for a permanent with that ability.
"""

from __future__ import annotations

from lithoform.cards.tree import DealtDamageThisWay, LeavesExileInstead, ReplaceDies, ReplaceDiesThisTurnAll
from lithoform.rules.context import EXTRA_REFS, Ctx, events_this_resolution
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import LEAVE_BATTLEFIELD_DESTINATION
from lithoform.rules.names import describe
from lithoform.state.model import BATTLEFIELD, EXILE, GameState, Obj, TurnReplacement


def dealt_damage_this_way(ctx: Ctx, ref: DealtDamageThisWay) -> tuple[int, ...]:
    """608.2c, 120.1: the permanents matching the filter dealt damage since the resolving object (ctx.oid)
    began to resolve."""
    st = ctx.state
    damaged = {e.args.get("target", "") for e in events_this_resolution(ctx)
               if e.kind == "damage" and "to_player" not in e.args}
    if not damaged:
        return ()
    return tuple(oid for oid in st.zones[BATTLEFIELD] if describe(st, oid) in damaged
                 and matches(st, ref.filter, oid, ctx.controller, ctx.source))


def leaves_to_exile(state: GameState, permanent: int, to: str) -> str | None:
    """614.1a: 'If ~ would leave the battlefield, exile it instead of putting it anywhere else.'"""
    if to == EXILE:
        return None
    obj = state.objects[permanent]
    if not isinstance(obj, Obj):
        return None
    return EXILE if any(isinstance(a, LeavesExileInstead) for a in chars(state, permanent).abilities) else None


def _replace_dies_all(ctx: Ctx, e: ReplaceDiesThisTurnAll) -> None:
    """614.1a, 611.2a: 'If a creature would die this turn, exile it instead.': a record for the turn with no
    objects named; the core's `destination` matches each permanent against `affected` as it would die."""
    st = ctx.state
    st.replacements = st.replacements + (
        TurnReplacement(st.new_id(), ctx.source, ctx.controller, ReplaceDies(affected=e.affected, to=e.to), ()),)
    st.emit("turn_replacement", ("614.1a", "611.2a"), card=chars(st, ctx.source).name,
            text=f"if a creature would die this turn, it goes to {e.to} instead", objs=())


register_effect(ReplaceDiesThisTurnAll, _replace_dies_all)
EXTRA_REFS[DealtDamageThisWay] = dealt_damage_this_way
LEAVE_BATTLEFIELD_DESTINATION.register(leaves_to_exile)
