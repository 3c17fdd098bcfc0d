"""'can't untap more than N [permanents] during their untap steps' (502.3), the rules part.

502.3: the active player determines which permanents they control will untap. A static ability with an
`UntapLimit` part (Winter Orb, Smoke, Static Orb) caps how many of the active player's permanents of its kind
untap; the untap step (rules/turn/untap.py, UNTAP_LIMITS) asks the player which ones. A condition ('As long as
Winter Orb is untapped', 611.3a) is checked as the untap step begins."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import StaticEffect
from lithoform.mechanics.untap_limits.nodes import UntapLimit
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import UNTAP_LIMITS
from lithoform.rules.turn.untap import static_condition_holds
from lithoform.state.model import GameState


def _applies_to(who: str, controller: int, active: int) -> bool:
    return who == "players" or (who == "you") == (controller == active)


def untap_limits(state: GameState, candidates: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], int]]:
    """For each such ability that applies to the active player's untap step: the candidates of its kind, and
    how many of them may untap."""
    for source, ability in battlefield_abilities(state, StaticEffect):
        for part in ability.parts:
            if not isinstance(part, UntapLimit):
                continue
            controller = state.objects[source].controller
            if not _applies_to(part.who, controller, state.active):
                continue
            if not static_condition_holds(state, source, ability):
                continue  # 611.3a: 'as long as ~ is untapped'
            kind = ability.affected
            group = tuple(o for o in candidates if kind is None or matches(state, kind, o, controller, source))
            yield group, part.count


UNTAP_LIMITS.register(untap_limits, needs=("UntapLimit",))
