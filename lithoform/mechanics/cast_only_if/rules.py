"""'Cast this spell only if [condition].', the rules part (601.3): asked at the core's cast-ban hook (101.2: a
'can't' beats a 'can'), for the card in whatever zone it would be cast from. The condition is read for the
player who would cast it, with the card as its source. Gated: consulted only in a game with such a card."""

from __future__ import annotations

from lithoform.mechanics.cast_only_if.nodes import CastOnlyIf
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import CAST_BANS
from lithoform.state.model import Choices, GameState


def cast_only_if_unmet(state: GameState, player: int, oid: int) -> bool:
    """601.3: the card's 'Cast ~ only if ...' doesn't hold now, so it can't be cast."""
    for ability in chars(state, oid).abilities:
        if isinstance(ability, CastOnlyIf) and not condition_holds(
                state, ability.condition, Ctx(state, 0, player, oid, Choices(), ())):
            return True
    return False


CAST_BANS.register(cast_only_if_unmet, needs=("CastOnlyIf",))
