"""Devotion (700.5), the rules part.

700.5: a player's devotion to [color] is the number of mana symbols of that color among the mana costs of
permanents they control; to [color 1] and [color 2], the number of symbols that are either color or both
(a hybrid {W/B} symbol counts once). 700.5a: it is counted after copy and control effects but before any
other effect that changes characteristics: the mana costs are the copiable values (707.2, `face_of`), the
controller the one after layer 2. So a god's 'as long as your devotion to white is less than five, ~ isn't a
creature' reads the layer-2 controllers while the layers apply (its type change is in layer 4)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from lithoform.cards.mana import mana_units
from lithoform.mechanics.devotion.nodes import Devotion, DevotionLessThan, DevotionMana
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import MANA_PRODUCED
from lithoform.rules.payment import add_mana
from lithoform.state.model import BATTLEFIELD, GameState, Obj

_SYMBOL = re.compile(r"\{([^}]+)\}")


def symbols_of(mana_cost: str | None, colors: tuple[str, ...]) -> int:
    """700.5: the mana symbols of a mana cost that are any of `colors` (hybrid {W/B}, {2/G} and Phyrexian
    {G/P} symbols have the colors of their letters, 107.4e-f; each symbol counts once)."""
    if not mana_cost:
        return 0
    return sum(1 for s in _SYMBOL.findall(mana_cost.upper()) if any(part in colors for part in s.split("/")))


def _devotion(state: GameState, colors: tuple[str, ...], permanents: Iterable[int]) -> int:
    total = 0
    for oid in permanents:
        obj = state.objects[oid]
        if isinstance(obj, Obj):
            total += symbols_of(face_of(obj).mana_cost, colors)
    return total


def devotion(state: GameState, player: int, colors: tuple[str, ...]) -> int:
    """700.5: `player`'s devotion to `colors` now (controllers after control effects, 700.5a)."""
    mine = (oid for oid in state.zones[BATTLEFIELD] if state.objects[oid].controller == player)  # sync_control
    return _devotion(state, colors, mine)


def _resolving(ctx: Ctx, value: Devotion) -> int:
    """608.2h: counted as the spell or ability resolves, for its controller."""
    return devotion(ctx.state, ctx.controller, value.colors)


def _holds(state: GameState, cond: DevotionLessThan, ctx: Ctx) -> bool:
    return devotion(state, ctx.controller, cond.colors) < cond.count


def _holds_static(state: GameState, cond: DevotionLessThan, source: int, controller: int,
                  work: Mapping[int, Any]) -> bool:
    """611.3a, 700.5a: checked continuously, while the layers apply (the layers ask a condition once, before
    layer 2): the controllers are the objects' own, which the engine keeps equal to the layer-2 controller
    (sync_control, 613.1b); the mana costs are the copiable ones."""
    mine = (oid for oid in work if state.objects[oid].controller == controller)
    return _devotion(state, cond.colors, mine) < cond.count


def _static_amount(state: GameState, value: Devotion, source: int, controller: int,
                   work: Mapping[int, Any] | None) -> int:
    """611.3a, 700.5a: counted continuously ('Anax's power is equal to your devotion to red', a
    characteristic-defining ability, 604.3): the mana costs are the copiable ones, the controllers those after
    layer 2 (the objects' own: sync_control); off the battlefield (work None) the permanents as they are."""
    if work is None:
        return devotion(state, controller, value.colors)
    return _devotion(state, value.colors, (oid for oid in work if state.objects[oid].controller == controller))


EXTRA_AMOUNTS[Devotion] = _resolving
EXTRA_STATIC_AMOUNTS[Devotion] = _static_amount
EXTRA_CONDITIONS[DevotionLessThan] = _holds
EXTRA_STATIC_CONDITIONS[DevotionLessThan] = _holds_static


def devotion_mana_produced(state: GameState, player: int, source: int, effect: Any, option: str) -> str:
    """605.3a, 700.5: 'Add an amount of mana of that color equal to your devotion to that color': the color is
    the option chosen as the mana ability is activated; the amount is the player's devotion to it now (the
    payment planner asks the same, payment.made_options). Devotion 0 adds no mana."""
    if not isinstance(effect, DevotionMana):
        return option
    return option * devotion(state, player, (option.strip("{}"),))


def _devotion_mana(ctx: Ctx, e: DevotionMana) -> None:
    """The same as an instruction of a resolving ability (608.2d: the color chosen as it resolves)."""
    labels = ("white", "blue", "black", "red", "green")
    (picked,) = ctx.ask(ctx.controller, "choose", "choose a color: 0 W, 1 U, 2 B, 3 R, 4 G", tuple(range(5)), 1, 1,
                        labels=labels)
    option = e.mana.options[picked]
    made = option * devotion(ctx.state, ctx.controller, (option.strip("{}"),))
    if made:
        add_mana(ctx.state, ctx.controller, mana_units(made, ctx.source))
        ctx.state.emit("mana", ("106.1a", "700.5"), player=ctx.controller, mana=made, source=ctx.source)


MANA_PRODUCED.register(devotion_mana_produced, needs=("DevotionMana",))
register_effect(DevotionMana, _devotion_mana)
