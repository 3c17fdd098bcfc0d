"""Ascend and the city's blessing, the rules part (702.131a-c).

702.131a: ascend on an instant or sorcery is a spell ability: as the spell resolves, if its controller controls
ten or more permanents, they get the city's blessing. 702.131b: on a permanent, a static ability: any time its
controller controls ten or more permanents, they get the city's blessing. 702.131c: the blessing is a player
designation kept for the rest of the game (Player.city_blessing).

The static ability is applied whenever state-based actions are checked (hook BEFORE_STATE_BASED_ACTIONS, gated
on a permanent with ascend being on the battlefield); and since it applies 'any time', asking whether a player has
the blessing also answers yes when such a permanent of theirs and ten permanents are there right now."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from lithoform.mechanics.ascend.nodes import Ascend, AscendNow, HasCityBlessing
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.static_conditions import EXTRA_STATIC_CONDITIONS
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import BEFORE_STATE_BASED_ACTIONS
from lithoform.state.model import BATTLEFIELD, GameState

TEN = 10


def _permanents(state: GameState, player: int) -> int:
    return sum(1 for o in state.zones[BATTLEFIELD] if state.objects[o].controller == player)


def _bless(state: GameState, player: int, rule: str) -> None:
    p = state.players[player]
    if p.city_blessing:
        return
    players = list(state.players)
    players[player] = msgspec.structs.replace(p, city_blessing=True)
    state.players = tuple(players)
    state.characteristics_changed()  # 'as long as you have the city's blessing' (611.3a)
    state.emit("city_blessing", (rule, "702.131c"), player=player)


def _ascending_players(state: GameState) -> set[int]:
    """The players who control a permanent with ascend (702.131b)."""
    return {state.objects[pid].controller for pid, _ in battlefield_abilities(state, Ascend)}


def ascend_check(state: GameState) -> None:
    """702.131b: each player with a permanent with ascend and ten or more permanents gets the blessing."""
    for player in _ascending_players(state):
        if not state.players[player].city_blessing and _permanents(state, player) >= TEN:
            _bless(state, player, "702.131b")


def _ascend_now(ctx: Ctx, e: AscendNow) -> None:
    """702.131a: as the spell resolves."""
    if _permanents(ctx.state, ctx.controller) >= TEN:
        _bless(ctx.state, ctx.controller, "702.131a")


def has_city_blessing(state: GameState, cond: HasCityBlessing, ctx: Any) -> bool:
    """702.131c; 702.131b applies 'any time': a permanent with ascend and ten permanents now count too."""
    player = ctx.controller
    if state.players[player].city_blessing:
        return True
    return player in _ascending_players(state) and _permanents(state, player) >= TEN


def has_city_blessing_static(state: GameState, cond: HasCityBlessing, source: int, controller: int,
                             work: Mapping[int, Any]) -> bool:
    """611.3a, 702.131c: read mid-layers from the working characteristics (never chars())."""
    if state.players[controller].city_blessing:
        return True
    mine = [w for w in work.values() if w.controller == controller]
    return len(mine) >= TEN and any(isinstance(a, Ascend) for w in mine for a in getattr(w, "abilities", ()))


BEFORE_STATE_BASED_ACTIONS.register(ascend_check, needs=("Ascend",))  # (gated, rules/present.py)
register_effect(AscendNow, _ascend_now)
EXTRA_CONDITIONS[HasCityBlessing] = has_city_blessing
EXTRA_STATIC_CONDITIONS[HasCityBlessing] = has_city_blessing_static
