"""Rolling a die, the rules part (706).

706.1a: a dN has N equally likely outcomes, numbered 1 to N; the engine's die is the game's seeded generator
(706.1b: a digital substitute with the same outcomes), so a game is the same for the same seed. 706.2: the
natural result is the result when no modifier applies (no card the engine compiles has one yet). 706.3a: a
results table's row 'N1—N2 | [effect]' means 'If the result was N1 to N2, [effect]'. 'Whenever you roll one
or more dice' triggers once for each instruction to roll (the roll is the event, 603.2)."""

from __future__ import annotations

from lithoform.cards.tree import Static
from lithoform.mechanics.dice.nodes import ROLL_DICE, ROLL_NATURAL, ROLL_ONE_MORE, RollDie, RollResultAtLeast
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.triggers.matching import (
    add_triggers,
    battlefield_and_graveyard_triggers,
    player_event_triggers,
)
from lithoform.state.model import GameState


def _one_more(st: GameState, player: int) -> int:
    """How many of the player's replacement effects add a die and ignore the lowest roll (614.1a, 706.6):
    each applies once to the roll (616.1), so N of them roll N more dice and ignore the N lowest."""
    return sum(1 for pid, a in battlefield_abilities(st, Static)
               if a.keyword == ROLL_ONE_MORE and st.objects[pid].controller == player)


def roll(ctx: Ctx, sides: int, add: int = 0) -> int:
    """706.1, 706.2: the controller rolls a dN; the result, logged and the trigger event of 'whenever you roll
    one or more dice'."""
    st = ctx.state
    extra = _one_more(st, ctx.controller)
    result = st.random(sides) + 1
    if extra:  # 706.6: the ignored rolls never happened (no trigger, no result)
        rolls = sorted([result] + [st.random(sides) + 1 for _ in range(extra)])
        result = rolls[-1]
        st.emit("dice_ignored", ("706.6", "614.1a"), player=ctx.controller, sides=sides, ignored=rolls[:-1])
    natural = result
    result = natural + add  # 706.2: the modifiers apply to the natural result
    st.emit("die_roll", ("706.1a", "706.2"), player=ctx.controller, sides=sides, result=result, natural=natural)
    player_event_triggers(st, ROLL_DICE, ctx.controller, amount=result)
    _natural_triggers(st, ctx.controller, natural)
    return result


def _natural_triggers(st: GameState, player: int, natural: int) -> None:
    """'When you roll a natural 20' (706.2), of permanents and of cards in graveyards (113.6m)."""
    for source, controller, name, ability in battlefield_and_graveyard_triggers(st, ROLL_NATURAL):
        if controller == player and ability.trigger.nth == natural:
            add_triggers(st, [(source, controller, name, ability)], 0)


def _roll_die(ctx: Ctx, e: RollDie) -> None:
    result = roll(ctx, e.sides, ctx.amount(e.add) if e.add is not None else 0)
    for row in e.table:  # 706.3a
        if row.low <= result <= row.high:
            run_effect(ctx, row.effect)
            return


def _result_at_least(state: GameState, cond: RollResultAtLeast, ctx: Ctx) -> bool:
    return (ctx.choices.x or 0) >= cond.at_least


EXTRA_CONDITIONS[RollResultAtLeast] = _result_at_least
register_effect(RollDie, _roll_die)
