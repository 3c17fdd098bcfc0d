"""Spell cost changes for a time (601.2f, 611.2a-b), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.timed_cost_changes.nodes import SpellCostChangeFor

# The fields of a spell's description the cost change can read from the spell (its characteristics, 109.3,
# and its controller): the filter's other fields would be silently ignored
_READ = frozenset({"types", "not_types", "subtypes", "not_subtypes", "supertypes", "not_supertypes", "colors",
                   "not_colors", "color_count", "mana_value_at_least", "mana_value_at_most", "all_types",
                   "controller"})


class TimedCostChangeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def spells_cost_for_a_time(self, c: list) -> list[SpellCostChangeFor]:
        """601.2f, 611.2a-b: '[spells] cost {N} more|less to cast until your next turn|this turn.'"""
        d, symbols, more_less, until = c
        if d.noun != "spell" or not d.plural:
            raise Unsupported("a cost change for a time of something other than spells")
        text = mana(symbols)
        if "{X}" in text.upper():
            raise Unsupported("a cost change of X")
        f = d.filter()
        blank = type(f)()
        if any(getattr(f, k) != getattr(blank, k) for k in type(f).__struct_fields__ if k not in _READ):
            raise Unsupported("a cost change for a time of spells described by more than their characteristics")
        return [SpellCostChangeFor(f, text, less=str(more_less) == "less", until=until)]

    def ccu_your_next_turn(self, c: list) -> str:
        return "until_your_next_turn"

    def ccu_this_turn(self, c: list) -> str:
        return "end_of_turn"


TRANSFORMER = TimedCostChangeRules
