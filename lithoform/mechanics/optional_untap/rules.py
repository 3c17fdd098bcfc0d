"""'You may choose not to untap ~ during your untap step' (502.3), the rules part.

502.3: the active player determines which permanents they control will untap. A permanent with this static
ability is one its controller may leave tapped: the untap step (rules/turn/untap.py) asks them, once for all
such permanents, which of them stay tapped (UNTAP_OPTIONAL)."""

from __future__ import annotations

from lithoform.mechanics.optional_untap.nodes import MayNotUntap
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.hooks import UNTAP_OPTIONAL
from lithoform.state.model import GameState


def may_not_untap(state: GameState, oid: int) -> bool:
    """502.3: whether `oid` has 'You may choose not to untap ~ during your untap step' now."""
    return any(pid == oid for pid, _a in battlefield_abilities(state, MayNotUntap))


UNTAP_OPTIONAL.register(may_not_untap, needs=("MayNotUntap",))  # (it reads no other ability)
