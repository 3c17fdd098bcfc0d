"""Rolling a die, the rules part (706).

706.1a: a dN has N equally likely outcomes, numbered 1 to N; the engine's die is the game's seeded generator
(706.1b: a digital substitute with the same outcomes), so a game is the same for the same seed. 706.2: the
natural result is the result when no modifier applies (no card the engine compiles has one yet). 706.3a: a
results table's row 'N1—N2 | [effect]' means 'If the result was N1 to N2, [effect]'. 'Whenever you roll one
or more dice' triggers once for each instruction to roll (the roll is the event, 603.2)."""

from __future__ import annotations

from lithoform.mechanics.dice.nodes import ROLL_DICE, RollDie
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.triggers.matching import player_event_triggers


def roll(ctx: Ctx, sides: int) -> int:
    """706.1, 706.2: the controller rolls a dN; the result, logged and the trigger event of 'whenever you roll
    one or more dice'."""
    st = ctx.state
    result = st.random(sides) + 1
    st.emit("die_roll", ("706.1a", "706.2"), player=ctx.controller, sides=sides, result=result)
    player_event_triggers(st, ROLL_DICE, ctx.controller)
    return result


def _roll_die(ctx: Ctx, e: RollDie) -> None:
    result = roll(ctx, e.sides)
    for row in e.table:  # 706.3a
        if row.low <= result <= row.high:
            run_effect(ctx, row.effect)
            return


register_effect(RollDie, _roll_die)
