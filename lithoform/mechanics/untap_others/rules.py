"""Untapping during other players' untap steps (502.3), the rules part: the untap step asks for the permanents
of the non-active players that untap now (UNTAP_STEP_OTHERS). Rulings (Seedborn Muse, Ivorytusk Fortress): they
untap at the same time as the active player's permanents, with no choice, each once however many abilities
say so, and an effect that keeps a permanent tapped during its controller's untap step doesn't apply."""

from __future__ import annotations

from collections.abc import Iterable

from lithoform.cards.tree import StaticEffect
from lithoform.mechanics.untap_others.nodes import UntapsDuringOthers
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import UNTAP_STEP_OTHERS
from lithoform.state.model import BATTLEFIELD, Choices, GameState


def untap_during_others(state: GameState) -> Iterable[int]:
    """502.3, 611.3a: the permanents each such static ability affects now, of players other than the active
    player (the ability's condition, 'as long as ...', checked as the step's untapping happens)."""
    out: set[int] = set()
    for source, ability in battlefield_abilities(state, StaticEffect):
        if not any(isinstance(p, UntapsDuringOthers) for p in ability.parts):
            continue
        controller = state.objects[source].controller
        if controller == state.active:
            continue  # its controller's own untap step: 502.3 untaps them anyway
        if ability.condition is not None and not condition_holds(
                state, ability.condition, Ctx(state, 0, controller, source, Choices(), ())):
            continue
        if ability.affected is None:
            out.add(source)
            continue
        out.update(o for o in state.zones[BATTLEFIELD] if matches(state, ability.affected, o, controller, source))
    return out


UNTAP_STEP_OTHERS.register(untap_during_others, needs=("UntapsDuringOthers",))
