"""Mana abilities that do more than add mana (605.1a, 605.3b): 'Add {W} or {U}. ~ deals 1 damage to you.'
(painlands, Talismans), 'Add {C}. You lose 1 life.' A mana ability doesn't use the stack (605.3b): the
instructions after the mana are carried out at once, as the ability resolves right after it is activated,
with the ability's controller and source (cards/mana_abilities.py says which instructions may follow).

The core (payment.py) adds the mana and calls `MANA_ABILITY_EXTRAS` for the rest; this module runs it
through the effect interpreter, which sits above payment."""

from __future__ import annotations

from lithoform.cards.mana_abilities import extra_part
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import activated_abilities, chars
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import MANA_ABILITY_EXTRAS
from lithoform.state import procedure
from lithoform.state.model import Choices, GameState


def carry_out(state: GameState, player: int, source: int, n: int) -> None:
    """605.3b: the rest of the mana ability, with no stack object (its source's last known information if
    a cost sacrificed it, 608.2h). Its instructions need no choice of their own, but a replacement of one may
    ask (dredge replacing 'Draw a card', 702.52a, 614.11): outside a rules procedure (the player activated it
    with priority, or the auto-payer did) they run as one, so the question is asked with the mana already
    made, and the instructions are carried out once it is answered."""
    if procedure.in_procedure():
        _instructions(state, player, source, n)
    else:
        procedure.run(state, "mana_ability_extras", player, source, n)


@procedure.procedure("mana_ability_extras")
def _instructions(state: GameState, player: int, source: int, n: int) -> None:
    ability = activated_abilities(chars(state, source))[n - 1]  # last known information once sacrificed
    ctx = Ctx(state, 0, player, source, Choices(), ())
    for instruction in extra_part(ability.effect):
        run_effect(ctx, instruction)


MANA_ABILITY_EXTRAS.register(carry_out)
