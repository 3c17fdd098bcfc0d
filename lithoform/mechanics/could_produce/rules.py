"""Mana that other permanents 'could produce' (106.7), the rules part.

106.7: the mana a permanent could produce is every type an ability of it would produce if it resolved now,
replacement effects applied (MANA_PRODUCED: 'add {C}{C} instead', the chosen color) and costs ignored; a
permanent that wouldn't produce mana could produce none. Two such abilities reading each other (two Exotic
Orchards) add nothing through each other: a permanent is read once along one chain of reading (106.7's
example: a Forest makes both Orchards produce {G}).

The ability's tree lists every option it could have (`CouldProduceMana.mana`); MANA_PRODUCED keeps those the
permanents give now (the others become no mana, which payment.made_options leaves out), so that the legal
actions, the payment planner and the activation see the same options (605.3a: one activation per option)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.mana import mana_units
from lithoform.cards.mana_abilities import mana_part
from lithoform.mechanics.could_produce.nodes import CouldProduceMana
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import activated_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import add_one_of, register_effect
from lithoform.rules.hooks import MANA_PRODUCED
from lithoform.rules.payment import made_options
from lithoform.state.model import BATTLEFIELD, GameState

# the sources whose 'could produce' is being worked out (106.7: no loop), with their game (id of the state) so
# that another game's object with the same id is never taken for one of them
_READING: list[tuple[int, int]] = []


def _types_made(state: GameState, oid: int) -> set[str]:
    """106.7: the types of mana the permanent's mana abilities would add now (its controller activating them)."""
    made: set[str] = set()
    controller = state.objects[oid].controller
    for ability in activated_abilities(chars(state, oid)):
        if not ability.mana or mana_part(ability.effect) is None:
            continue
        for option in made_options(state, controller, oid, ability):
            made.update(m.type for m in mana_units(option, oid))
    return made


def producible(state: GameState, source: int, effect: CouldProduceMana, controller: int) -> set[str]:
    """The mana types (W U B R G, and C for 'any type') the ability of `source` can add now."""
    key = (id(state), source)
    if key in _READING:
        return set()  # read once along a chain (106.7's example)
    _READING.append(key)
    try:
        found: set[str] = set()
        for oid in state.zones[BATTLEFIELD]:
            if oid == source:
                continue  # (its own ability is the one being worked out)
            if not matches(state, effect.of, oid, controller, source):
                continue
            found |= _types_made(state, oid)
    finally:
        _READING.pop()
    if effect.colored_only:
        found.discard("C")
    return found


def mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3b, 106.7: an option the permanents don't give now becomes no mana."""
    if not isinstance(effect, CouldProduceMana):
        return option
    return option if option.strip("{}") in producible(state, source, effect, player) else ""


def _add_could_produce(ctx: Ctx, e: CouldProduceMana) -> None:
    """The same instruction resolving outside a mana ability (106.4: into its controller's pool)."""
    can = producible(ctx.state, ctx.source, e, ctx.controller)
    add_one_of(ctx, tuple(o for o in e.mana.options if o.strip("{}") in can), ("106.7",))


MANA_PRODUCED.register(mana_produced, needs=("CouldProduceMana",))
register_effect(CouldProduceMana, _add_could_produce)
