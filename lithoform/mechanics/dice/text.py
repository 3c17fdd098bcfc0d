"""Rolling a die (706), the text part: 'roll a dN' (an instruction of the controller), the results table
printed after it (706.3: the lines 'N1—N2 | [effect]', read by the compiler as the same ability, 706.3b)
and the trigger 'whenever you roll one or more dice'. Data only."""

from __future__ import annotations

import re
from typing import Any

import msgspec

from lithoform.cards.tree import Static, Trigger
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.dice.nodes import (
    ABOVE,
    ROLL_DICE,
    ROLL_NATURAL,
    ROLL_ONE_MORE,
    DieRow,
    RollDie,
    RollResultAtLeast,
)


class DiceRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def roll_die(self, c: list) -> VP:
        sides = int(str(c[0]))
        return VP(lambda _you: RollDie(sides), "you", f"roll a d{sides}")

    def roll_die_adding(self, c: list) -> VP:
        """'Roll a d20 and add the number of cards in your hand.' (706.2: a modifier; read 'adding', the line
        form below)."""
        sides, amount = int(str(c[0])), c[1]
        return VP(lambda _you: RollDie(sides, add=amount), "you", f"roll a d{sides}")

    def trig_roll_dice(self, c: list) -> Trigger:
        """'Whenever you roll one or more dice': once for each instruction to roll (706.2); 'those results' are
        the roll's result (carried as the ability's X)."""
        self.scope.event_amount = True  # type: ignore[attr-defined]
        return Trigger(ROLL_DICE)

    def cond_results_at_least(self, c: list) -> RollResultAtLeast:
        if not self.scope.event_amount:  # type: ignore[attr-defined]
            raise Unsupported("'those results' with no roll that triggered the ability")
        return RollResultAtLeast(int(c[0]))

    def st_roll_one_more(self, c: list) -> Static:
        """614.1a, 706.6: a replacement effect of the rolls of the controller (rules.py applies it)."""
        return Static(ROLL_ONE_MORE, text="If you would roll one or more dice, instead roll that many dice plus "
                                          "one and ignore the lowest roll.")

    def trig_roll_natural(self, c: list) -> Trigger:
        """'When you roll a natural 20' (706.2: the number the die shows, before any modifier)."""
        return Trigger(ROLL_NATURAL, nth=int(c[0]))


def _fill(node: Any, rows: tuple[DieRow, ...]) -> tuple[Any, int]:
    """`node` with the first roll without a table given `rows`, and how many rolls were found."""
    if isinstance(node, RollDie):
        return (msgspec.structs.replace(node, table=rows), 1) if not node.table else (node, 0)
    if isinstance(node, tuple | list):
        out, found = [], 0
        for n in node:
            new, k = _fill(n, rows) if not found else (n, 0)
            out.append(new)
            found += k
        return (tuple(out) if isinstance(node, tuple) else out), found
    if isinstance(node, msgspec.Struct):
        for name in node.__struct_fields__:
            new, k = _fill(getattr(node, name), rows)
            if k:
                return msgspec.structs.replace(node, **{name: new}), k
    return node, 0


def results_table(effect: Any, rows: tuple[tuple[int, int, Any], ...]) -> Any:
    """706.3b: the results table belongs to the roll of the same ability; the effect with the table, or None
    when the effect rolls no die. The rows must cover 1 to N of a dN once each (706.3a), else the table was
    misread."""
    filled, found = _fill(effect, ())
    if not found:
        return None
    if found > 1:
        raise Unsupported("two rolls before one results table")
    sides = _sides(filled)
    table = tuple(DieRow(low, high or ABOVE, e) for low, high, e in rows)  # 'N+' (high 0): no upper end
    filled, found = _fill(effect, table)
    covered = sorted(n for row in table for n in range(row.low, min(row.high, sides) + 1))
    if covered != list(range(1, sides + 1)):
        raise Unsupported("a results table (706.3a) that doesn't cover each result once")
    return filled


def _sides(node: Any) -> int:
    if isinstance(node, RollDie):
        return node.sides
    items = node if isinstance(node, tuple | list) else (
        [getattr(node, f) for f in node.__struct_fields__] if isinstance(node, msgspec.Struct) else [])
    for n in items:
        found = _sides(n)
        if found:
            return found
    return 0


def roll_adding_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'roll a d20 and add [amount]' is read 'roll a d20 adding [amount]': after 'roll a d20', an 'and' would
    otherwise be read as the joiner of a next instruction."""
    if " and add " not in text:
        return None
    return _ADDING.sub(r"\1 adding ", text)


_ADDING = re.compile(r"(\broll a d\d+) and add ")

TRANSFORMER = DiceRules
RESULT_TABLES = (results_table,)
LINES = (roll_adding_line,)
