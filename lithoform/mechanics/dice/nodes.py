"""Rolling a die (706): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import ConditionNode, EffectNode, Node

# The trigger event of 'whenever you roll one or more dice' (706.2): one per instruction to roll
ROLL_DICE = "roll_dice"
ABOVE = 1 << 30  # the upper end of a results table's 'N+' row
# 'whenever you roll a natural 20' (706.2: the natural result, before modifiers): the event of each roll, `nth`
# the natural result the trigger waits for
ROLL_NATURAL = "roll_natural"
# 'If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll.' (614.1a,
# 706.6): a replacement effect the engine knows by this name (a `Static`)
ROLL_ONE_MORE = "Roll one more die and ignore the lowest"


class DieRow(Node):
    """One line of a results table (706.3a): 'N1—N2 | [effect]' means 'If the result was N1 to N2, [effect]';
    'N+' has no upper end (`high` ABOVE)."""

    low: int
    high: int
    effect: unions.Effect


class RollDie(EffectNode):
    """'Roll a dN' (706.1): a number from 1 to `sides`, equally likely, from the game's seeded generator;
    `table`: the results table printed after it (706.3, 706.3b: part of the same ability)."""

    sides: int
    table: tuple[DieRow, ...] = ()
    add: unions.Amount | None = None  # 'roll a d20 and add [amount]' (706.2: a modifier of the natural result)


class RollResultAtLeast(ConditionNode):
    """'If any of those results was N or higher' after 'whenever you roll one or more dice': the result of the
    roll that triggered the ability (706.2; an ignored roll is none of them, 706.6)."""

    at_least: int
