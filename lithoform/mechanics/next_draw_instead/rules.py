"""The next draw replaced (614.11, 611.2a, 616.1).

'The next time you would draw a card this turn, [instructions] instead.': the resolving ability creates a
replacement effect that lasts until the turn ends (a 'this turn' record in state.replacements); the next time its
controller would draw, the draw doesn't happen and the instructions are done instead, by the ability's controller
with the ability's source (608.2h: its last known information if it has left). The effect is then used up. It is
asked through DRAW_REPLACED (rules/zones.py), before the static 'draw N instead' effects; with two of these, the
older applies first.
"""

from __future__ import annotations

from lithoform.mechanics.next_draw_instead.nodes import NextDrawInstead
from lithoform.rules import hooks
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.state.model import Choices, GameState, TurnReplacement


def _create(ctx: Ctx, e: NextDrawInstead) -> None:
    """611.2a: the replacement effect exists from now until the turn ends."""
    st = ctx.state
    st.replacements = st.replacements + (TurnReplacement(st.new_id(), ctx.source, ctx.controller, e),)
    st.emit("turn_replacement", ("614.1a", "614.11"), card=chars(st, ctx.source).name,
            text="the next time you would draw a card this turn", objs=())


def next_draw_instead(state: GameState, player: int) -> bool:
    """614.11: the player's draw is replaced by the instructions, once."""
    record = next((r for r in state.replacements if isinstance(r.ability, NextDrawInstead)
                   and r.controller == player), None)
    if record is None:
        return False
    state.replacements = tuple(r for r in state.replacements if r.id != record.id)
    state.emit("next_draw_replaced", ("614.11",), player=player, card=chars(state, record.source).name)
    assert isinstance(record.ability, NextDrawInstead)
    run_effect(Ctx(state, 0, record.controller, record.source, Choices(), ()), record.ability.effect)
    return True


register_effect(NextDrawInstead, _create)
hooks.DRAW_REPLACED.register(next_draw_instead, needs=("NextDrawInstead",))
