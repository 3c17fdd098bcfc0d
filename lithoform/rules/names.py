"""How the log and error messages name an object or a player: a player by name, an object by its name
(its characteristics now, or its last known information, 608.2h) and its id, an ability by its source."""

from __future__ import annotations

from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState, StackAbility, ref_player


def describe(state: GameState, ref: int) -> str:
    if ref < 0:
        return state.players[ref_player(ref)].name
    obj = state.known(ref)
    if obj is None:
        return f"#{ref}"
    if isinstance(obj, StackAbility):
        return f"ability of {obj.source_name} #{ref}"
    return f"{chars(state, ref).name} #{ref}"
