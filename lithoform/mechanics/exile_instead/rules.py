"""'Exile it instead' (614.1a, 614.6).

- 'If ~ would die, exile it instead' and 'If a creature an opponent controls would die, exile it instead' are
  the core's ReplaceDies statics (rules/replacement/zone_changes.py, 616.1 when several apply).
- 'If a creature dealt damage this way would die this turn, exile it instead' (611.2a): a replacement effect
  for the turn (the core's ReplaceDiesThisTurn) on the permanents the resolving spell or ability has dealt
  damage to (120.1): read from the game's log back to its 'resolve' event (every damage event is logged, with
  the permanent dealt damage). A permanent whose damage was prevented wasn't dealt damage (615.1).
- 'If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie
  creature token.' (Kalitas; 614.1a): the core's `destination` applies it as a ReplaceDies and logs which
  permanent's effect replaced the event (a link from the object to it); once the card has arrived in exile, the
  core's ARRIVED_INSTEAD hook point lets this mechanic do the rest of the replacing event for that permanent's controller (its last known
  information if it left at the same time).
- 'If ~ would leave the battlefield, exile it instead of putting it anywhere else' (614.1a): the core's
  LEAVE_BATTLEFIELD_DESTINATION hook point, for a permanent with that ability.
"""

from __future__ import annotations

from lithoform.cards.tree import (
    DealtDamageThisWay,
    LeavesExileInstead,
    ReplaceDies,
    ReplaceDiesThisTurnAll,
)
from lithoform.rules.context import EXTRA_REFS, Ctx, events_this_resolution
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.hooks import ARRIVED_INSTEAD, LEAVE_BATTLEFIELD_DESTINATION
from lithoform.rules.names import describe
from lithoform.rules.replacement.zone_changes import REPLACED_BY
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, Choices, GameState, Obj, TurnReplacement


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


def _replacing_source(state: GameState, old: Obj) -> int:
    """The permanent whose 'would die' replacement effect sent `old` elsewhere in this move: the link the core's
    `destination` made from `old` to it (REPLACED_BY), taken off now that the card has arrived (two cards of one
    name dying together each find their own, 614.1a)."""
    link = next((k for k in state.links if k.source == old.id and k.key == REPLACED_BY), None)
    if link is None:
        return 0
    state.links = tuple(k for k in state.links if k is not link)
    return link.objects[0]


def dies_instead_and(state: GameState, old: Obj, new: int, to: str) -> None:
    """614.1a: the rest of a 'would die, instead exile that card and [instruction]' replacement (Kalitas): the
    instruction is done by the replacing permanent's controller, as that permanent is or last existed (608.2h:
    'If Kalitas dies at the same time as creatures your opponents control, ... you'll get that many Zombies')."""
    source = _replacing_source(state, old)
    if not source or to != GRAVEYARD or old.zone != BATTLEFIELD or new not in state.objects:
        return
    owner_now = state.known(source)
    if owner_now is None:
        return
    abilities = chars(state, source).abilities if source in state.objects else \
        getattr(state.lki_chars.get(source), "abilities", ())
    arrived = state.objects[new]
    for ability in abilities:
        if isinstance(ability, ReplaceDies) and ability.also is not None and ability.to == arrived.zone:
            ctx = Ctx(state, 0, owner_now.controller, source, Choices(), (), trigger_object=new)
            run_effect(ctx, ability.also)
            return


register_effect(ReplaceDiesThisTurnAll, _replace_dies_all)
ARRIVED_INSTEAD.register(dies_instead_and, needs=("ReplaceDies",))
EXTRA_REFS[DealtDamageThisWay] = dealt_damage_this_way
LEAVE_BATTLEFIELD_DESTINATION.register(leaves_to_exile)
